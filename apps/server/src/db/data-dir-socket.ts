import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabaseError } from './embedded.js';

/**
 * A local socket in the data folder, held by the one process that uses the embedded database
 * (PGlite is single-process: a second process on the same folder corrupts it rather than fail).
 * Listening on it is the claim; a process that finds it answered is refused before it opens the
 * database. The server also hands out consistent snapshots through it to `npm run backup`. Only
 * the folder's owner can connect (mode 0600), who could read the folder's files anyway.
 */

export type Holder = { pid: number; name: string };

/** The process using a data folder, as it describes itself (e.g. 'the server', 'npm run seed'). */
export class DataDirInUseError extends EmbeddedDatabaseError {
  constructor(
    readonly holder: Holder,
    dataDir: string,
  ) {
    super(
      `${holder.name[0].toUpperCase()}${holder.name.slice(1)} (pid ${holder.pid}) is using the embedded database in ${dataDir}.\n` +
        `The embedded database (PGlite) allows one process at a time: ${holder.name === serverName ? 'stop the server first' : 'wait until it has finished'}, then run this again.`,
    );
  }
}

export const serverName = 'the server';

/**
 * Where the socket may be, in order: in the data folder, else in the temporary folder (a data
 * folder path too long for a socket, or a file system without sockets, e.g. some network shares).
 */
function dataDirSocketPaths(dataDir: string): string[] {
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return [`\\\\.\\pipe\\market-${id}`];
  const inside = join(dataDir, 'db.sock');
  const outside = join(tmpdir(), `market-${id}.sock`);
  // Unix socket paths are limited to 104-108 bytes depending on the system.
  return Buffer.byteLength(inside) <= 100 ? [inside, outside] : [outside];
}

/** A GET to the process holding the folder; null when none does (no socket, or a stale one). */
export async function askDataDir(dataDir: string, path: string, timeoutMs = 60_000): Promise<IncomingMessage | null> {
  for (const socketPath of dataDirSocketPaths(dataDir)) {
    const answer = await ask(socketPath, path, timeoutMs);
    if (answer) return answer;
  }
  return null;
}

function ask(socketPath: string, path: string, timeoutMs: number): Promise<IncomingMessage | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path, method: 'GET', timeout: timeoutMs }, resolve);
    req.on('timeout', () => req.destroy(new Error(`No answer on ${socketPath} within ${timeoutMs / 1000} s`)));
    req.on('error', (err: NodeJS.ErrnoException) => (['ENOENT', 'ECONNREFUSED'].includes(err.code ?? '') ? resolve(null) : reject(err)));
    req.end();
  });
}

/** Which process holds the data folder, or null. */
async function holderOf(dataDir: string): Promise<Holder | null> {
  const res = await askDataDir(dataDir, '/holder', 5000);
  return res ? (JSON.parse(await bodyOf(res)) as Holder) : null;
}

/** An answer's whole body as text. */
export async function bodyOf(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type DataDirClaim = {
  /** From now on, answer snapshot requests with what `take` returns (the server, once its database is open). */
  serveSnapshots(take: () => Promise<Blob>): void;
  release(): Promise<void>;
};

/** Claims the data folder for this process; throws a DataDirInUseError when another process holds it. */
export async function claimDataDir(dataDir: string, name: string): Promise<DataDirClaim> {
  mkdirSync(dataDir, { recursive: true });
  let take: (() => Promise<Blob>) | null = null;
  const server = createServer((req, res) => {
    const answer = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    if (req.method !== 'GET') return answer(405, 'GET only');
    if (req.url === '/holder') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pid: process.pid, name } satisfies Holder));
    if (req.url !== '/snapshot') return answer(404, 'Not found');
    if (!take)
      return answer(
        503,
        name === serverName
          ? 'The server is still starting; try again once it is up.'
          : `${name} (pid ${process.pid}) is using the embedded database; try again once it has finished.`,
      );
    take()
      .then(async (blob) => Buffer.from(await blob.arrayBuffer()))
      .then(
        (bytes) => res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': bytes.length }).end(bytes),
        (err: unknown) => answer(500, `The snapshot failed: ${err instanceof Error ? err.message : String(err)}`),
      );
  });
  const path = await listenOnFirst(server, dataDir);
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  return {
    serveSnapshots: (fn) => {
      take = fn;
    },
    release: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      if (process.platform !== 'win32') rmSync(path, { force: true });
    },
  };
}

/** Listens on the first socket path this system allows; answers it. Refused while another process answers. */
async function listenOnFirst(server: Server, dataDir: string): Promise<string> {
  let failure: Error | null = null;
  for (const path of dataDirSocketPaths(dataDir)) {
    let result = await listen(server, path);
    if (result === 'in use') {
      const holder = await holderOf(dataDir);
      if (holder) throw new DataDirInUseError(holder, dataDir);
      // A socket left by a process that was killed: nobody answers on it.
      rmSync(path, { force: true });
      result = await listen(server, path);
      if (result === 'in use') throw new EmbeddedDatabaseError(`Cannot listen on ${path}: another process took it at the same moment.`);
    }
    if (result === 'listening') return path;
    failure = result;
  }
  throw new EmbeddedDatabaseError(`Cannot listen on a local socket for ${dataDir}: ${failure?.message}`);
}

/** Listens on the socket path: 'listening', 'in use', or the error of a path that takes no socket. */
function listen(server: Server, path: string): Promise<'listening' | 'in use' | Error> {
  return new Promise((resolve) => {
    const onError = (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE' ? 'in use' : err);
    server.once('error', onError);
    server.listen(path, () => {
      server.off('error', onError);
      resolve('listening');
    });
  });
}
