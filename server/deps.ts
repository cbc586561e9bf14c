import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db/client.ts';
import type { Config } from './config.ts';
import { outbox } from './db/schema.ts';
import type { SharedStore } from './fleet/redis.ts';
import type { LiveBus } from './live/bus.ts';

export interface Clock {
  now(): Date;
}

export interface Random {
  bytes(n: number): Buffer;
  /** An integer in [min, max). */
  int(min: number, max: number): number;
}

export interface SmsSender {
  send(recipient: string, body: string): Promise<void>;
}

export interface Deps {
  db: Db;
  clock: Clock;
  random: Random;
  sms: SmsSender;
  config: Config;
  /** The store a fleet's instances share for per-request counts; absent: counted in this process. */
  shared?: SharedStore;
  /**
   * Live updates (server/live/): an area publishes a hint for a member after its transaction commits. buildServer
   * makes one when none is given (Redis pub/sub with `shared`, else in the process); tests of services alone leave
   * it out, and nothing is published.
   */
  live?: LiveBus;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock an operator can move forward (`npm run ops -- clock advance <minutes>`), for trying timeouts in demo mode. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/** `startMs`: where it starts, off `base` (DEMO_CLOCK_OFFSET_MINUTES). */
export function movableClock(base: Clock = systemClock, startMs = 0): MovableClock {
  let offset = startMs;
  return { now: () => new Date(base.now().getTime() + offset), advance: (ms) => void (offset += ms) };
}

export const isMovable = (clock: Clock): clock is MovableClock => typeof (clock as Partial<MovableClock>).advance === 'function';

export const cryptoRandom: Random = {
  bytes: (n) => randomBytes(n),
  int: (min, max) => randomInt(min, max),
};

/** The default sms adapter keeps messages in the outbox table, where testers and operators read them. */
export function outboxSms(db: Db, clock: Clock): SmsSender {
  return {
    async send(recipient, body) {
      await db.insert(outbox).values({ channel: 'sms', recipient, body, createdAt: clock.now() });
    },
  };
}
