// The site tab's side of the flow viewer (/flows): turns the inspection events of every actor of the page (the root
// actor's system, children by systemId or invoke id, and the flows views start themselves) into states and events
// the viewer draws, and posts them on the origin's BroadcastChannel once a viewer has said hello. Loaded lazily by
// main.tsx, only in development builds and on a demo server; a production entry never carries it.
import type { AnyActorRef, AnyMachineSnapshot, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { FLOWS_CHANNEL, payloadText, type ActorInfo, type ActorUpdate, type FlowsMessage } from './protocol.ts';

/** This tab, to the viewer (which hides its own tab's actors). */
export const PUBLISHER_SOURCE = Math.random().toString(36).slice(2, 10);

/** Updates with an event kept for a viewer that opens later, oldest first. */
const HISTORY = 300;

interface ActorLike {
  logic?: { id?: unknown; root?: unknown };
  systemId?: string;
}

/**
 * src/flows/chart-labels.ts's transitionKey, which the viewer's charts name their transitions by; written out here
 * because the site's entry names every chunk this one needs, and that module is one of the viewer's (a unit test
 * holds the two together).
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id}|${t.eventType}|${siblings.indexOf(t)}`;
}

/** The machine actors' snapshots carry their active state nodes; other logic (promises, callbacks) is not drawn. */
const machineIdOf = (ref: AnyActorRef): string | null => {
  const logic = (ref as ActorLike).logic;
  return logic && logic.root && typeof logic.id === 'string' ? logic.id : null;
};

/**
 * Starts publishing; `early` holds what actors did before this chunk arrived (replayed first). Answers the
 * observer the composition root hands every actor.
 */
export function startPublisher(early: readonly InspectionEvent[] = []): (event: InspectionEvent) => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  const infos = new WeakMap<AnyActorRef, ActorInfo>();
  const taken = new WeakMap<AnyActorRef, string[]>();
  const latest = new Map<string, ActorUpdate>();
  const history: ActorUpdate[] = [];
  let outbox: ActorUpdate[] = [];
  let listening = false;
  let count = 0;
  let seq = 0;

  const post = (message: FlowsMessage) => channel.postMessage(message);
  const send = (updates: ActorUpdate[]) => post({ kind: 'updates', source: PUBLISHER_SOURCE, page: location.pathname + location.search, updates });

  function infoOf(ref: AnyActorRef): ActorInfo | null {
    const known = infos.get(ref);
    if (known) return known;
    const machineId = machineIdOf(ref);
    if (!machineId) return null;
    const parent = ref._parent;
    const named = (ref as ActorLike).systemId ?? (parent ? ref.id : machineId === 'app' ? 'root' : 'started by a view');
    // A form's own actor says where the form is (the login popup, the header's form), when its context names it.
    const origin = (ref.getSnapshot() as { context?: { origin?: unknown } } | undefined)?.context?.origin;
    const info: ActorInfo = {
      key: `a${++count}`,
      machineId,
      label: typeof origin === 'string' ? `${named} · ${origin}` : named,
      parentKey: parent ? (infoOf(parent)?.key ?? null) : null,
    };
    infos.set(ref, info);
    return info;
  }

  function flush() {
    if (outbox.length > 0 && listening) send(outbox);
    outbox = [];
  }

  function record(ref: AnyActorRef, snapshot: AnyMachineSnapshot, event: { type: string }) {
    const actor = infoOf(ref);
    if (!actor || !snapshot._nodes) return;
    const update: ActorUpdate = {
      actor,
      active: snapshot._nodes.map((node) => node.id),
      status: snapshot.status,
      event: { type: event.type, payload: payloadText(event) },
      transitions: taken.get(ref) ?? [],
      at: Date.now(),
      seq: ++seq,
    };
    taken.delete(ref);
    if (update.status === 'stopped' || update.status === 'done' || update.status === 'error') latest.delete(actor.key);
    else latest.set(actor.key, { actor, active: update.active, status: update.status, transitions: [], at: update.at, seq: update.seq });
    history.push(update);
    if (history.length > HISTORY) history.shift();
    if (outbox.push(update) === 1) queueMicrotask(flush);
  }

  function observe(event: InspectionEvent) {
    // Inspection names the actor by a narrow type; the runtime hands the actor itself.
    const ref = event.actorRef as AnyActorRef;
    if (event.type === '@xstate.microstep') {
      taken.set(ref, [...(taken.get(ref) ?? []), ...event._transitions.map(transitionKey)]);
    } else if (event.type === '@xstate.snapshot') {
      record(ref, event.snapshot as AnyMachineSnapshot, event.event);
    }
  }

  channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
    if (data.kind !== 'hello') return;
    listening = true;
    outbox = [];
    // What happened so far, then where every live actor is now.
    send([...history, ...latest.values()]);
  };
  addEventListener('pagehide', () => post({ kind: 'gone', source: PUBLISHER_SOURCE }));
  // Back from the browser's page cache: an open viewer says hello again.
  addEventListener('pageshow', (event) => event.persisted && post({ kind: 'ready', source: PUBLISHER_SOURCE }));

  for (const event of early) observe(event);
  post({ kind: 'ready', source: PUBLISHER_SOURCE });
  return observe;
}
