import pretty from 'pino-pretty';

/**
 * Log lines for a person at a terminal: one readable line each (time, level, message, fields),
 * when standard output is a terminal. Elsewhere (a service manager, a container, a pipe) the
 * logger keeps writing JSON lines for the log collector: undefined here.
 */
export function terminalLogStream(isTerminal = Boolean(process.stdout.isTTY)) {
  if (!isTerminal) return undefined;
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true });
}

/** The address to open for a server listening on `host`: a wildcard address is reached through localhost. */
export function openAddress(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${local}:${port}`;
}

/** The closing lines of a start: where to go, where the demo accounts are, how to stop. */
export function startBanner(o: { url: string; demoAccounts: string | null }): string {
  return [
    '',
    `  The marketplace is ready: open ${o.url}`,
    ...(o.demoAccounts ? [`  Demo accounts and their passwords: ${o.demoAccounts}`] : []),
    `  API reference: ${o.url}/api/docs`,
    '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}
