// The viewer's side of the channel: says hello, then keeps every site tab's actors with their latest state and
// their last events, for the page to read with useSyncExternalStore.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FLOWS_CHANNEL, type ActorInfo, type ActorUpdate, type EventRecord, type FlowsMessage } from './protocol.ts';

/** Events kept per actor, newest first. */
const EVENTS_KEPT = 60;

export interface LiveEvent extends EventRecord {
  at: number;
  /** The active state ids after the event. */
  active: string[];
  transitions: string[];
}

export interface LiveActor {
  /** Unique across tabs: the tab's source and the actor's key. */
  id: string;
  source: string;
  page: string;
  info: ActorInfo;
  active: string[];
  status: string;
  lastAt: number;
  seq: number;
  /** What the last event made it take. */
  transitions: string[];
  events: LiveEvent[];
}

export interface LiveState {
  /** The actor that moved last first. */
  actors: LiveActor[];
  /** Site tabs heard from. */
  tabs: number;
}

const EMPTY: LiveState = { actors: [], tabs: 0 };

export class LiveStore {
  private readonly actors = new Map<string, LiveActor>();
  private readonly listeners = new Set<() => void>();
  private readonly channel: BroadcastChannel | null;
  private state: LiveState = EMPTY;

  /** `ownSource`: this tab's publisher, whose actors (the viewer's own page) are left out. */
  constructor(private readonly ownSource: string | null) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOWS_CHANNEL);
    if (!this.channel) return;
    this.channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => this.receive(data);
    this.channel.postMessage({ kind: 'hello' } satisfies FlowsMessage);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  close() {
    this.channel?.close();
    this.listeners.clear();
  }

  receive(message: FlowsMessage) {
    if ('source' in message && message.source === this.ownSource) return;
    if (message.kind === 'ready') this.channel?.postMessage({ kind: 'hello' } satisfies FlowsMessage);
    else if (message.kind === 'gone') {
      for (const [id, actor] of this.actors) if (actor.source === message.source) this.actors.delete(id);
      this.publish();
    } else if (message.kind === 'updates') {
      for (const update of message.updates) this.apply(message.source, message.page, update);
      this.publish();
    }
  }

  private apply(source: string, page: string, update: ActorUpdate) {
    const id = `${source}/${update.actor.key}`;
    const known = this.actors.get(id);
    // A repeated history (a second viewer said hello) must not list an event twice.
    if (known && update.seq <= known.seq) return;
    const events = update.event
      ? [{ ...update.event, at: update.at, active: update.active, transitions: update.transitions }, ...(known?.events ?? [])].slice(0, EVENTS_KEPT)
      : (known?.events ?? []);
    this.actors.set(id, {
      id,
      source,
      page,
      info: update.actor,
      active: update.active,
      status: update.status,
      lastAt: update.at,
      seq: update.seq,
      transitions: update.event ? update.transitions : (known?.transitions ?? []),
      events,
    });
  }

  private publish() {
    const actors = [...this.actors.values()].sort((a, b) => b.lastAt - a.lastAt);
    this.state = { actors, tabs: new Set(actors.map((a) => a.source)).size };
    for (const listener of this.listeners) listener();
  }
}

/** The live actors of the other tabs, while the component is mounted. */
export function useLiveActors(ownSource: string | null): LiveState {
  const [store, setStore] = useState<LiveStore | null>(null);
  useEffect(() => {
    const opened = new LiveStore(ownSource);
    setStore(opened);
    return () => opened.close();
  }, [ownSource]);
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getSnapshot ?? emptyState);
}

const noSubscribe = () => () => {};
const emptyState = () => EMPTY;
