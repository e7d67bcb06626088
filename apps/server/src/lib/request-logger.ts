import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Log = (...args: unknown[]) => void;

/**
 * A request's logger that becomes pino's child logger (bound to the request id) only when the
 * request first logs. Most requests never log (the per-request line is off above debug), and
 * building the child (its bindings serialized, its serializers resolved) was the largest single
 * cost of a health check's own code in the bench profile.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]) {
    (this.real.fatal as Log)(...args);
  }
  error(...args: unknown[]) {
    (this.real.error as Log)(...args);
  }
  warn(...args: unknown[]) {
    (this.real.warn as Log)(...args);
  }
  info(...args: unknown[]) {
    (this.real.info as Log)(...args);
  }
  debug(...args: unknown[]) {
    (this.real.debug as Log)(...args);
  }
  trace(...args: unknown[]) {
    (this.real.trace as Log)(...args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made lazily (see RequestLogger). */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
