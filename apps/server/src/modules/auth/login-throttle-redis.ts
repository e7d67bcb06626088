import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginAttempt, LoginLimits, LoginThrottle } from './login-throttle.js';

// The rules of MemoryLoginThrottle (login-throttle.ts), kept in Redis so every process counts
// together. A counter is a hash {n: attempts, w: its window's token} that expires with its window;
// checking and taking happen in one script, so two processes never both take the last slot.

/**
 * KEYS: the address's counter, then, for a name an account can have: the account's counter for
 * strangers, this address's own counter on the account, and the mark that it signed in there.
 * ARGV: window ms, max per address, max per account, a token for a window that starts now.
 * Returns {0, ms to wait} or {1, whether the address is known, the taken windows' tokens}.
 */
const reserveScript = `
local counters = { KEYS[1] }
local limits = { tonumber(ARGV[2]) }
local known = 0
if #KEYS == 4 then
  known = redis.call('EXISTS', KEYS[4])
  counters[2] = known == 1 and KEYS[3] or KEYS[2]
  limits[2] = tonumber(ARGV[3])
end
local wait = 0
for i, key in ipairs(counters) do
  local n = tonumber(redis.call('HGET', key, 'n') or '0')
  if n >= limits[i] then
    local ttl = redis.call('PTTL', key)
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return { 0, wait } end
local taken = { 1, known }
for _, key in ipairs(counters) do
  if redis.call('EXISTS', key) == 0 then
    redis.call('HSET', key, 'n', 1, 'w', ARGV[4])
    redis.call('PEXPIRE', key, tonumber(ARGV[1]))
  else
    redis.call('HINCRBY', key, 'n', 1)
  end
  taken[#taken + 1] = redis.call('HGET', key, 'w')
end
return taken
`;

/** KEYS: counters; ARGV: the tokens of the windows the slots were taken from. A slot goes back to its own window only. */
const giveBackScript = `
for i, key in ipairs(KEYS) do
  if redis.call('HGET', key, 'w') == ARGV[i] and tonumber(redis.call('HGET', key, 'n') or '0') > 0 then
    redis.call('HINCRBY', key, 'n', -1)
  end
end
return 0
`;

type ThrottleRedis = Redis & {
  loginReserve(...args: Array<string | number>): Promise<Array<string | number>>;
  loginGiveBack(...args: Array<string | number>): Promise<number>;
};

export class RedisLoginThrottle implements LoginThrottle {
  private readonly redis: ThrottleRedis;

  constructor(
    redis: Redis,
    private readonly limits: LoginLimits,
  ) {
    redis.defineCommand('loginReserve', { lua: reserveScript });
    redis.defineCommand('loginGiveBack', { lua: giveBackScript });
    this.redis = redis as ThrottleRedis;
  }

  async reserve(address: string, account: string | null): Promise<LoginAttempt> {
    const addressKey = `login:address:${address}`;
    const pair = account === null ? null : `${account}\n${address}`;
    const keys = account === null || pair === null ? [addressKey] : [addressKey, `login:account:${account}`, `login:pair:${pair}`, `login:known:${pair}`];
    const answer = await this.redis.loginReserve(keys.length, ...keys, this.limits.windowSeconds * 1000, this.limits.perAddress, this.limits.perAccount, randomUUID());
    if (Number(answer[0]) === 0) return { reserved: false, waitSeconds: Math.max(1, Math.ceil(Number(answer[1]) / 1000)) };
    const counters = keys.length === 1 ? [addressKey] : [addressKey, Number(answer[1]) === 1 ? keys[2]! : keys[1]!];
    const tokens = answer.slice(2).map(String);
    const giveBack = async () => {
      await this.redis.loginGiveBack(counters.length, ...counters, ...tokens);
    };
    return {
      reserved: true,
      cancel: giveBack,
      succeeded: async () => {
        await giveBack();
        if (pair !== null) await this.redis.set(`login:known:${pair}`, '1', 'PX', this.limits.knownForSeconds * 1000);
      },
    };
  }
}
