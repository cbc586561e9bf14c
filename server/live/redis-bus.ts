// The live-updates bus of a fleet: Redis pub/sub (REDIS_URL). One script per publish gives the member's next id,
// keeps the event in the member's list of recent ones and publishes it on the member's channel, so every instance
// reads the same ids and history and any of them can resume a stream. Each instance subscribes, on a connection
// of its own (a subscribed connection takes no other commands), to the channels of the members it streams to.
import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../contract/live/live.ts';
import type { SharedStore } from '../fleet/redis.ts';
import { RING_SIZE, newEpoch, type LiveBus } from './bus.ts';

/** How long a member's recent events are kept after the last one (a stream down longer resyncs). */
const HISTORY_TTL_MS = 60 * 60_000;
/**
 * A member's balance events within this long are sent as one, the last (a round's bet and win are two calls a few
 * ms apart): each event is a Redis call on the money path's instance (docs/decisions.md "Live updates").
 */
export const BALANCE_COALESCE_MS = 50;

// KEYS: the fleet's epoch, the member's counter, the member's recent events. ARGV: an epoch to use when none is
// set yet, the kind, the data as JSON, the number of events kept, their expiry, the member's channel.
const PUBLISH_SCRIPT = `redis.call('SET', KEYS[1], ARGV[1], 'NX')
local epoch = redis.call('GET', KEYS[1])
local n = redis.call('INCR', KEYS[2])
local event = '{"id":"' .. epoch .. '-' .. n .. '","kind":"' .. ARGV[2] .. '","data":' .. ARGV[3] .. '}'
redis.call('RPUSH', KEYS[3], event)
redis.call('LTRIM', KEYS[3], -tonumber(ARGV[4]), -1)
redis.call('PEXPIRE', KEYS[3], ARGV[5])
redis.call('PUBLISH', ARGV[6], event)
return n`;

const HISTORY_SCRIPT = `redis.call('SET', KEYS[1], ARGV[1], 'NX')
return {redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2]) or '0', redis.call('LRANGE', KEYS[3], 0, -1)}`;

type Scripted = Redis & {
  playstateLivePublish(
    epochKey: string,
    seqKey: string,
    ringKey: string,
    epoch: string,
    kind: string,
    data: string,
    size: number,
    ttl: number,
    channel: string,
  ): Promise<number>;
  playstateLiveHistory(epochKey: string, seqKey: string, ringKey: string, epoch: string): Promise<[string, string, string[]]>;
};

export async function redisBus(shared: SharedStore, log: (line: string) => void = () => undefined): Promise<LiveBus> {
  const redis = shared.redis as Scripted;
  redis.defineCommand('playstateLivePublish', { numberOfKeys: 3, lua: PUBLISH_SCRIPT });
  redis.defineCommand('playstateLiveHistory', { numberOfKeys: 3, lua: HISTORY_SCRIPT });
  const key = (name: string) => `${shared.prefix}live:${name}`;
  const epochKey = key('epoch');
  const channelOf = (memberId: number) => key(`m:${memberId}`);
  const keysOf = (memberId: number) => [epochKey, key(`seq:${memberId}`), key(`ring:${memberId}`)] as const;
  // The epoch this instance would start if the fleet has none yet (made once: the scripts keep whichever came first).
  const candidate = newEpoch();

  // Commands wait for the connection rather than fail while it reconnects: a subscription must not be lost.
  const sub = redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null, lazyConnect: false });
  sub.on('error', () => undefined); // ioredis reconnects and subscribes again by itself
  // What was published while the subscriber was away is lost to the open streams: after a reconnection each is
  // told to refetch everything (a resync without an id, so the client keeps its resume point).
  let readyBefore = false;
  sub.on('ready', () => {
    if (readyBefore) for (const set of listeners.values()) for (const listener of set) listener({ id: '', kind: 'resync', data: {} });
    readyBefore = true;
  });
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  /** Each listened member's subscription, once Redis confirmed it: a second stream of the member waits for it too. */
  const subscribed = new Map<number, Promise<unknown>>();
  sub.on('message', (channel: string, message: string) => {
    const memberId = Number(channel.slice(channel.lastIndexOf(':') + 1));
    const set = listeners.get(memberId);
    if (!set) return;
    let event: LiveEvent;
    try {
      event = JSON.parse(message) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of set) listener(event);
  });

  const send = (memberId: number, kind: string, data: unknown) => {
    const [e, s, r] = keysOf(memberId);
    redis
      .playstateLivePublish(e, s, r, candidate, kind, JSON.stringify(data), RING_SIZE, HISTORY_TTL_MS, channelOf(memberId))
      .catch((err: unknown) => log(`live: a ${kind} event of member ${memberId} was not published: ${(err as Error).message}`));
  };
  /** Balance events waiting for their member's window to end: only the last is sent. */
  const balances = new Map<number, { data: unknown; timer: NodeJS.Timeout }>();
  const flushBalance = (memberId: number) => {
    const waiting = balances.get(memberId);
    if (!waiting) return;
    balances.delete(memberId);
    clearTimeout(waiting.timer);
    send(memberId, 'balance', waiting.data);
  };

  return {
    publish(memberId, kind, data) {
      if (kind !== 'balance') return send(memberId, kind, data);
      const waiting = balances.get(memberId);
      if (waiting) waiting.data = data;
      else balances.set(memberId, { data, timer: setTimeout(() => flushBalance(memberId), BALANCE_COALESCE_MS).unref() });
    },
    async listen(memberId, onEvent) {
      let set = listeners.get(memberId);
      if (!set) {
        listeners.set(memberId, (set = new Set()));
        subscribed.set(memberId, sub.subscribe(channelOf(memberId)));
      }
      set.add(onEvent);
      const stop = () => {
        set.delete(onEvent);
        if (set.size > 0 || listeners.get(memberId) !== set) return;
        listeners.delete(memberId);
        subscribed.delete(memberId);
        sub.unsubscribe(channelOf(memberId)).catch(() => undefined);
      };
      try {
        await subscribed.get(memberId);
      } catch (err) {
        stop();
        throw err;
      }
      return stop;
    },
    async history(memberId) {
      const [e, s, r] = keysOf(memberId);
      const [epoch, seq, events] = await redis.playstateLiveHistory(e, s, r, candidate);
      return { epoch, seq: Number(seq), events: events.map((text) => JSON.parse(text) as LiveEvent) };
    },
    async check() {
      return sub.status === 'ready' ? 'ok' : `live subscriber: ${sub.status}`;
    },
    async close() {
      for (const memberId of [...balances.keys()]) flushBalance(memberId);
      listeners.clear();
      await sub.quit().catch(() => sub.disconnect());
    },
  };
}
