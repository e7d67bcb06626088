import { texts } from '@market/shared';
import { AppError, tooManyRequests } from '../../lib/errors.js';

export type StreamLimits = { perSession: number; perAccount: number; perProcess: number };

/**
 * The live streams this process holds, counted per session, per account and in all, so that one
 * session (or account) cannot hold the process's sockets, and the process refuses new streams
 * before it runs out of open files. A place is taken before the stream is set up and given back
 * once when it ends, however it ends.
 */
export class StreamPlaces {
  private total = 0;
  private readonly bySession = new Map<string, number>();
  private readonly byAccount = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** Takes a place, or throws the refusal: 503 when the process is full, 429 for the session or account. */
  take(session: string, account: string): () => void {
    if (this.total >= this.limits.perProcess) {
      const error = new AppError(503, 'BUSY', texts.streamsBusy);
      error.retryAfterSeconds = 10;
      throw error;
    }
    // No Retry-After: a place frees when the client closes one of its other streams.
    if ((this.bySession.get(session) ?? 0) >= this.limits.perSession) throw tooManyRequests(texts.tooManyStreamsSession);
    if ((this.byAccount.get(account) ?? 0) >= this.limits.perAccount) throw tooManyRequests(texts.tooManyStreamsAccount);
    this.total++;
    add(this.bySession, session, 1);
    add(this.byAccount, account, 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.total--;
      add(this.bySession, session, -1);
      add(this.byAccount, account, -1);
    };
  }

  get size(): number {
    return this.total;
  }
}

function add(counts: Map<string, number>, key: string, by: number) {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
