import type { RedisLink } from '../../lib/redis.js';
import { MemoryLoginThrottle, type LoginAttempt, type LoginLimits, type LoginThrottle } from './login-throttle.js';
import { RedisLoginThrottle } from './login-throttle-redis.js';

/**
 * The login throttle of this process: in Redis while the link is up (every process counts
 * together), else in memory, which also takes over the moment a Redis command fails, so a sign-in
 * is throttled, never refused for Redis's sake. Giving slots back to Redis may fail too: the
 * attempt's outcome stands, and the slot stays taken until its window ends.
 */
export function loginThrottle(limits: LoginLimits, link: RedisLink | null): LoginThrottle {
  const local = new MemoryLoginThrottle(limits);
  if (!link) return local;
  const shared = new RedisLoginThrottle(link.client, limits);
  const guarded = (step: () => void | Promise<void>) => async () => {
    try {
      await step();
    } catch (err) {
      link.failed(err);
    }
  };
  return {
    async reserve(address: string, account: string | null): Promise<LoginAttempt> {
      if (link.isUp()) {
        try {
          const attempt = await shared.reserve(address, account);
          return attempt.reserved ? { reserved: true, cancel: guarded(attempt.cancel), succeeded: guarded(attempt.succeeded) } : attempt;
        } catch (err) {
          link.failed(err);
        }
      }
      return local.reserve(address, account);
    },
  };
}
