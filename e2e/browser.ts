import { existsSync } from 'node:fs';

const debianPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
// Without these, Chromium keeps calling home, and this machine's closed network refuses it many times a second.
const quietArgs = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-gpu'];
// The registration selfie: Chromium's fake camera (a test pattern), granted without a permission prompt.
const cameraArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** Debian's chromium where installed (or CHROMIUM_PATH), else the one packaged in @sparticuz/chromium. */
export async function chromiumLaunchOptions(): Promise<{ executablePath: string; args: string[] }> {
  const given = process.env.CHROMIUM_PATH || debianPaths.find((p) => existsSync(p));
  if (given) return { executablePath: given, args: ['--no-sandbox', ...quietArgs, ...cameraArgs] };
  const { default: packaged } = await import('@sparticuz/chromium');
  // --single-process makes Chromium exit when a test's context closes, so every second test failed.
  return { executablePath: await packaged.executablePath(), args: [...packaged.args.filter((a) => a !== '--single-process'), ...quietArgs, ...cameraArgs] };
}
