// What the site's tabs tell the flow viewer (/flows) about their actors, over a BroadcastChannel of the origin: no
// server round trip, nothing leaves the browser. A site tab's publisher (publisher.ts) sends; the viewer listens.
// Payloads travel as masked, shortened JSON text, so no secret a player types ever reaches the viewer.

export const FLOWS_CHANNEL = 'playstate.flows';

/** One actor of a site tab: `key` is unique within its tab. */
export interface ActorInfo {
  key: string;
  /** The machine's id (`login`, `favourites`): the viewer draws the chart of the machine with this id. */
  machineId: string;
  /** How the site names it: its systemId or invoke id (`session`, `sms`), else who started it. */
  label: string;
  /** The key of the actor that invoked or spawned it, or null for a root (the app root, a form's own actor). */
  parentKey: string | null;
}

/** The event an actor took, as the viewer lists it. */
export interface EventRecord {
  type: string;
  /** The rest of the event as JSON, secrets masked and long values cut; empty when the event carries nothing. */
  payload: string;
}

/** An actor's state after it took an event (or when it is first seen). */
export interface ActorUpdate {
  actor: ActorInfo;
  /** Ids of the active state nodes, the machine's root included. */
  active: string[];
  /** `active`, `done`, `error` or `stopped` (a stopped actor is gone from its page). */
  status: string;
  /** Absent for a state reported without an event (the current state of an actor seen late). */
  event?: EventRecord;
  /** Keys of the transitions the event made the actor take (see src/flows/chart-labels.ts transitionKey). */
  transitions: string[];
  /** Milliseconds since the epoch, by the tab's clock. */
  at: number;
  /** Counts the tab's updates: a viewer that hears one twice (history sent again for another viewer) skips it. */
  seq: number;
}

export type FlowsMessage =
  /** A viewer opened: every publisher answers with what it holds. */
  | { kind: 'hello' }
  /** A site tab's publisher started: an open viewer says hello to it. */
  | { kind: 'ready'; source: string }
  | { kind: 'updates'; source: string; page: string; updates: ActorUpdate[] }
  /** The tab is going away (its actors with it). */
  | { kind: 'gone'; source: string };

const MASK = '•••';
const LONG_VALUE = 96;
/** Items of a list written out (an answer with a long list is not walked through whole on every event). */
const LONG_LIST = 12;
const PAYLOAD_LIMIT = 600;
// Field names whose values are secrets: passwords, captcha answers, sms and second-step codes, tokens.
const SECRET = /password|captcha|secret|token|answer|verification|^code$|^pin$/i;

function isSecretField(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'field' in value && typeof value.field === 'string' && SECRET.test(value.field);
}

/**
 * The event's payload (everything but its type) as JSON, with every secret masked: fields named like one, and the
 * value of a form event that names a secret field (`{ field: 'password', value }`). Errors keep their message and
 * their own fields (errorCode, value); long strings (a captcha image), long lists and the whole text are cut.
 */
export function payloadText(event: { type: string }): string {
  const { type: _type, ...rest } = event as Record<string, unknown>;
  if (Object.keys(rest).length === 0) return '';
  const secretValue = isSecretField(rest);
  let text: string;
  try {
    text = JSON.stringify(rest, function (this: unknown, key, value: unknown) {
      // A flag named like a secret (passwordExpiryPolicy, captcha: true) tells nothing; its value stays.
      if (key !== '' && SECRET.test(key) && typeof value !== 'boolean') return MASK;
      if (key === 'value' && secretValue && this === rest) return MASK;
      if (value instanceof Error) return { ...value, name: value.name, message: value.message };
      if (typeof value === 'string' && value.length > LONG_VALUE) return `${value.slice(0, LONG_VALUE - 1)}…`;
      if (Array.isArray(value) && value.length > LONG_LIST) return [...value.slice(0, LONG_LIST), `… ${value.length - LONG_LIST} more`];
      if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
      return value;
    });
  } catch {
    // A payload that cannot be written as JSON (a cycle): its keys at least.
    text = JSON.stringify(Object.keys(rest));
  }
  return text.length > PAYLOAD_LIMIT ? `${text.slice(0, PAYLOAD_LIMIT - 1)}…` : text;
}
