import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** One e-mail the app wrote: its file, recipients, subject and bodies (decoded from quoted-printable or base64). */
export type Mail = { file: string; to: string[]; subject: string; text: string; html: string };

/**
 * The folder the app writes e-mail to when no SMTP server is set: DATA_DIR/mail of the server
 * global-setup.ts started (it passes its data directory as E2E_DATA_DIR).
 */
export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs with -c e2e/playwright.config.ts (global-setup.ts sets it)');
  return join(dataDir, 'mail');
}

/** The .eml files there now, oldest first (their names start with the time they were written). */
export async function mailFiles(): Promise<string[]> {
  const names = await readdir(mailDir()).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.filter((name) => name.endsWith('.eml')).sort();
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

// Parsed once each; a file still being written (its size changed since the last look) is read again later.
const parsed = new Map<string, Mail>();
const lastSize = new Map<string, number>();

async function readMail(name: string): Promise<Mail | null> {
  const known = parsed.get(name);
  if (known) return known;
  const path = join(mailDir(), name);
  const { size } = await stat(path);
  const before = lastSize.get(name);
  lastSize.set(name, size);
  if (size === 0 || before !== size) return null;
  let mail: ParsedMail;
  try {
    mail = await simpleParser(await readFile(path));
  } catch {
    return null;
  }
  const result: Mail = { file: name, to: addresses(mail.to), subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
  parsed.set(name, result);
  return result;
}

type WaitOptions = {
  /** The recipient (compared without case). */
  to: string;
  subject: RegExp | string;
  /** Files to pass over, e.g. mailFiles() taken before the action that sends the e-mail. */
  ignore?: Iterable<string>;
  timeoutMs?: number;
};

/**
 * Waits for the newest e-mail to `to` whose subject matches (a string: contained in it), looking
 * every 100 ms until the deadline; the app sends e-mail from a background job, a moment after the
 * request that asked for it.
 */
export async function waitForMail({ to, subject, ignore = [], timeoutMs = 20_000 }: WaitOptions): Promise<Mail> {
  const skip = new Set(ignore);
  const address = to.toLowerCase();
  const matches = (s: string) => (typeof subject === 'string' ? s.includes(subject) : subject.test(s));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await mailFiles()).filter((name) => !skip.has(name)).reverse();
    for (const name of names) {
      const mail = await readMail(name);
      if (mail && mail.to.includes(address) && matches(mail.subject)) return mail;
    }
    if (Date.now() > deadline) {
      const seen = [...parsed.values()].filter((m) => m.to.includes(address)).map((m) => `${m.file}: ${m.subject}`);
      throw new Error(`No e-mail to ${to} with subject ${String(subject)} within ${timeoutMs} ms in ${mailDir()}; to that address: ${seen.join('; ') || 'none'}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The link of an e-mail whose path starts with `prefix` (e.g. '/reset-password?token='), as a path
 * with its query: opened with page.goto it goes to the spec's base URL, whatever host the e-mail names.
 */
export function linkIn(mail: Mail, prefix: string): string {
  const bodies = [mail.text, mail.html.replaceAll('&amp;', '&')];
  for (const body of bodies) {
    for (const [found] of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      // A link at the end of a sentence or in brackets: the punctuation is not part of it.
      const url = new URL(found.replace(/[).,;\]]+$/, ''));
      const path = url.pathname + url.search;
      if (path.startsWith(prefix)) return path;
    }
  }
  throw new Error(`No link starting with ${prefix} in the e-mail ${mail.file} (${mail.subject})`);
}
