import { isRetryableConflict } from './pg-errors.js';

export type RetryOptions = {
  /** Runs after the first one, at most (default 3). */
  retries?: number;
  /** Which failures are worth another run (default: PostgreSQL broke a deadlock or a serialization conflict). */
  retryOn?: (err: unknown) => boolean;
  /** The first wait in milliseconds; each further one doubles, each with jitter (default 10). */
  baseDelayMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (a whole transaction: `withRetry(() => db.transaction(...))`) again when it failed
 * in a way that left nothing written, a bounded number of times with a short jittered wait, so
 * two transactions that collided do not collide again in step. Never wrap a statement that runs
 * inside an outer transaction: after a deadlock the outer transaction is aborted as a whole.
 */
export async function withRetry<T>(work: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const retries = opts.retries ?? 3;
  const retryOn = opts.retryOn ?? isRetryableConflict;
  const base = opts.baseDelayMs ?? 10;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= retries || !retryOn(err)) throw err;
      // Half fixed, half random: 5-10 ms, then 10-20 ms, then 20-40 ms by default.
      const ceiling = base * 2 ** attempt;
      await sleep(ceiling / 2 + (Math.random() * ceiling) / 2);
    }
  }
}
