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
 * Runs `round` one at a time: when kicked, every `pollMs` as a fallback (lost wake-ups, leases that
 * ended, the first start after a crash), and again at once while `round` says a full batch was
 * taken (more may wait). A failed round is logged; the next kick or poll tries again.
 */
export type RestOptions = {
  /** The rest after a round of a backlog, in multiples of the round's time (0: none). */
  restFactor?: number;
  /** How many requests the process has taken so far: a rest is taken only while this moves. */
  requests?: () => number;
};

export function startWorkLoop(round: () => Promise<boolean>, opts: { pollMs: number; onError: (err: unknown) => void } & RestOptions): WorkLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const waiters: (() => void)[] = [];

  // While a backlog lasts (one round after another) and requests come in, each round is followed by
  // a rest as long as `restFactor` times the round: background work then takes at most
  // 1 / (1 + restFactor) of the time, and requests keep the rest. With no request since the last
  // round the backlog runs flat out. A round after a quiet spell starts at once.
  // A rest is at most a second, and stop() ends it at once.
  let requestsSeen = opts.requests?.() ?? 0;
  const requestsCame = () => {
    if (!opts.requests) return true;
    const now = opts.requests();
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
      }, Math.min(ms, 1000));
      endRest = () => {
        clearTimeout(timer);
        endRest = null;
        resolve();
      };
    });

  async function drain() {
    do {
      again = false;
      const started = performance.now();
      if (await round()) again = true;
      const ms = (performance.now() - started) * (opts.restFactor ?? 0);
      if (again && ms > 0 && !stopped && requestsCame()) await rest(ms);
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
