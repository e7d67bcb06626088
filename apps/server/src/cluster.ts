import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';

const log = (msg: string, fields: Record<string, unknown> = {}) => console.log(JSON.stringify({ level: 30, time: Date.now(), role: 'primary', pid: process.pid, msg, ...fields }));

/**
 * WEB_CONCURRENCY above 1: this process applies the migrations once, then starts that many workers,
 * each a whole app listening on the same port (Node's cluster module hands the connections out in
 * turn). A worker that dies after it was serving is replaced; one that dies before it listened stops
 * everything, since the next would fail the same way (a port in use, a bad setting). SIGTERM and
 * SIGINT go to every worker, each of which finishes its in-flight requests, and this process ends
 * when they have.
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, sessionUrl: config.databaseSessionUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }

  const listening = new WeakSet<Worker>();
  let stopping = false;
  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    // While stopping, the last worker's exit ends this process (exit code 1 after a failed start).
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!listening.has(worker)) {
      log('a worker stopped before it listened; stopping', { worker: worker.process.pid, code, signal });
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log('a worker stopped; starting another', { worker: worker.process.pid, code, signal });
    start();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('shutting down: workers finish their in-flight requests', { signal });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.webConcurrency; i++) start();
  log('started', { workers: config.webConcurrency, port: config.port });
}
