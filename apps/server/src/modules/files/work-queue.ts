import { texts } from '@market/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';

export type FairQueueOptions = {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs that may wait for a free place, all keys together. */
  maxWaiting: number;
  /** Jobs one key may have waiting. */
  maxWaitingPerKey: number;
};

type Waiting = { start: () => void };
type Lane = { waiting: Waiting[]; running: number; lastStarted: number };

/** The answer when the waiting line (or a user's share of it) is full: try again shortly. */
export function busy(): AppError {
  const error = new AppError(503, 'BUSY', texts.imagesBusy);
  error.retryAfterSeconds = 2;
  return error;
}

/**
 * Runs CPU-heavy jobs a few at a time, fairly between keys (users): when a place frees up, the
 * key with the fewest running jobs goes next, and among those the one served longest ago, so one
 * user's pile of uploads never delays another user's by more than one job per place. The waiting
 * line is bounded, overall and per key; past either bound `run` refuses at once with 503.
 */
export class FairQueue {
  private readonly lanes = new Map<string, Lane>();
  private running = 0;
  private waiting = 0;
  private starts = 0;

  constructor(private readonly options: FairQueueOptions) {}

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const lane = this.laneOf(key);
    if (this.running < this.options.concurrency && this.waiting === 0) return this.execute(key, lane, job);
    if (this.waiting >= this.options.maxWaiting || lane.waiting.length >= this.options.maxWaitingPerKey) {
      this.dropIfIdle(key, lane);
      return Promise.reject(busy());
    }
    return new Promise<T>((resolve, reject) => {
      lane.waiting.push({ start: () => this.execute(key, lane, job).then(resolve, reject) });
      this.waiting++;
    });
  }

  /** What is running and waiting, overall and for one key (for tests and diagnostics). */
  stats(key?: string): { running: number; waiting: number } {
    if (key === undefined) return { running: this.running, waiting: this.waiting };
    const lane = this.lanes.get(key);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  private laneOf(key: string): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { waiting: [], running: 0, lastStarted: -1 };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  private dropIfIdle(key: string, lane: Lane) {
    if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
  }

  private async execute<T>(key: string, lane: Lane, job: () => Promise<T>): Promise<T> {
    this.running++;
    lane.running++;
    lane.lastStarted = this.starts++;
    try {
      return await job();
    } finally {
      this.running--;
      lane.running--;
      this.dropIfIdle(key, lane);
      this.startNext();
    }
  }

  private startNext() {
    while (this.running < this.options.concurrency && this.waiting > 0) {
      let next: Lane | null = null;
      for (const lane of this.lanes.values()) {
        if (lane.waiting.length === 0) continue;
        if (!next || lane.running < next.running || (lane.running === next.running && lane.lastStarted < next.lastStarted)) next = lane;
      }
      if (!next) return;
      this.waiting--;
      next.waiting.shift()!.start();
    }
  }
}

// One queue per configuration, i.e. per app: tests build apps with their own settings.
const queues = new WeakMap<object, FairQueue>();

type ImageQueueConfig = Pick<Config, 'imageWorkers' | 'imageQueueLength' | 'imageQueuePerUser'>;

/** The queue all image decoding of this app waits in. */
export function imageQueueFor(config: ImageQueueConfig): FairQueue {
  let queue = queues.get(config);
  if (!queue) {
    queue = new FairQueue({ concurrency: config.imageWorkers, maxWaiting: config.imageQueueLength, maxWaitingPerKey: config.imageQueuePerUser });
    queues.set(config, queue);
  }
  return queue;
}
