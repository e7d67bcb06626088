/** A worker that wakes on demand and on a timer: the outbox dispatcher and the job runner are two. */
export type WorkLoop = {
  /** Looks for work now (a wake-up, or work made in this process); a call during a round asks for one more. */
  kick(): void;
  /** Stops the timer and waits for the current round; no round starts after it. */
  stop(): Promise<void>;
  /** Resolves once a round found nothing more to do (tests wait for this state). */
  idle(): Promise<void>;
};

/**
 * The rest the background loops of a process share (the outbox dispatcher and the job runner):
 * while requests come in, each round of a backlog adds `restFactor` times its time to one common
 * rest, which the next backlog round of either loop waits out. Together they then take at most
 * 1 / (1 + restFactor) of the time, however many of them are busy, and requests keep the rest.
 */
export type Pacer = {
  /** The rest after a round of a backlog, in multiples of the round's time (0: none). */
  restFactor: number;
  /** How many requests the process has taken so far: a round adds to the rest only while this moves. */
  requests?: () => number;
  /** Until when (performance.now()) backlog rounds wait; never more than a second ahead. */
  restUntil: number;
};

export const createPacer = (restFactor: number, requests?: () => number): Pacer => ({ restFactor, requests, restUntil: 0 });

export type RestOptions = { pacer?: Pacer };

/**
 * Runs `round` one at a time: when kicked, every `pollMs` as a fallback (lost wake-ups, leases that
 * ended, the first start after a crash), and again at once while `round` says a full batch was
 * taken (more may wait). A failed round is logged; the next kick or poll tries again. Between the
 * rounds of a backlog it takes the pacer's rest.
 */
export function startWorkLoop(round: () => Promise<boolean>, opts: { pollMs: number; onError: (err: unknown) => void } & RestOptions): WorkLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const waiters: (() => void)[] = [];

  // With no request since this loop's last round, its round adds no rest: a backlog left once the
  // load has passed runs flat out. A round after a quiet spell starts at once. stop() ends a rest.
  const pacer = opts.pacer;
  let requestsSeen = pacer?.requests?.() ?? 0;
  const requestsCame = () => {
    if (!pacer?.requests) return true;
    const now = pacer.requests();
    const came = now !== requestsSeen;
    requestsSeen = now;
    return came;
  };
  let endRest: (() => void) | null = null;
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        endRest = null;
        resolve();
      }, ms);
      endRest = () => {
        clearTimeout(timer);
        endRest = null;
        resolve();
      };
    });

  // After a backlog round of `ms`: adds its share to the common rest (while requests come in) and
  // waits out what is left of it, a second at most.
  async function restAfter(ms: number) {
    if (!pacer || pacer.restFactor === 0) return;
    const now = performance.now();
    if (requestsCame()) pacer.restUntil = Math.min(Math.max(pacer.restUntil, now) + ms * pacer.restFactor, now + 1000);
    if (pacer.restUntil > now) await rest(pacer.restUntil - now);
  }

  async function drain() {
    do {
      again = false;
      const started = performance.now();
      if (await round()) again = true;
      if (again && !stopped) await restAfter(performance.now() - started);
    } while (again && !stopped);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => {
        if (!stopped) opts.onError(err);
      })
      .finally(() => {
        running = null;
        if (again && !stopped) kick();
        else while (waiters.length) waiters.shift()!();
      });
  };

  const timer = setInterval(kick, opts.pollMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      endRest?.();
      await running;
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        kick();
      }),
  };
}
