// The store the instances of a fleet share for what is counted per request (the flood guard, the captcha's per-IP
// limit): Redis when REDIS_URL names one. Every other limit (sign-in, second-step and payment-password tries, texted
// codes, mails) already counts in the database's rate_counters, which every instance shares. Without Redis (the
// embedded quick start) both count in the process, as one instance is the whole fleet.
import { Redis } from 'ioredis';

export interface SharedStore {
  redis: Redis;
  /** The prefix of every key this fleet writes (REDIS_PREFIX), so fleets and test runs can share one Redis. */
  prefix: string;
  /** Adds one to the key's count in a window that starts at its first count; returns the count and the ms left. */
  count(key: string, windowMs: number): Promise<{ n: number; ttlMs: number }>;
  /** 'ok' or what is wrong, for /readyz. */
  check(): Promise<string>;
  close(): Promise<void>;
}

// One round trip: the count and, on the window's first count, its expiry.
const COUNT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * Connects before it answers, so an instance's first requests and its first /readyz find Redis connected; a Redis
 * that does not answer does not stop the start (the store fails open, and /readyz says so).
 */
export async function openSharedStore(url: string, prefix: string): Promise<SharedStore> {
  // Settings for limits rather than for a cache: a call waits at most a second for Redis and is not queued while
  // it is away (@fastify/rate-limit's advice); the callers then decide what a missing answer means.
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    // Connected below, where the start can wait for it: a client that connects itself in its constructor makes a
    // second connect() fail at once ("already connecting") rather than wait.
    lazyConnect: true,
  });
  redis.on('error', () => undefined); // reported by check() and by the callers; ioredis reconnects by itself
  await redis.connect().catch(() => undefined);
  redis.defineCommand('playstateCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const counter = redis as Redis & { playstateCount(key: string, windowMs: number): Promise<[number, number]> };
  return {
    redis,
    prefix,
    async count(key, windowMs) {
      const [n, ttlMs] = await counter.playstateCount(`${prefix}${key}`, windowMs);
      return { n, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
    },
    async check() {
      try {
        return (await redis.ping()) === 'PONG' ? 'ok' : 'no answer';
      } catch (err) {
        return `Redis: ${(err as Error).message}`;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
