// Model-based paths in plain words, for people who read neither XState nor Vitest: `npm run paths` prints them and
// the flow viewer can show the same lines. A step reads `session.changed {role: member} : idle -> signedIn.loading`;
// actor answers, failures and timers are named as what happened (`loadMember answers ...`, `timer retry runs out`)
// rather than as XState's internal event types. Pure: strings in, strings out.
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { percent, type CoverageCount } from './coverage.ts';
import type { PathFailure, PathStep, PlannedPath } from './harness.ts';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
// Enough of a payload to tell the samples apart on one line; whole API answers would bury the path.
const PAYLOAD_CHARS = 70;
const MAX_DEPTH = 2;
const MAX_ITEMS = 4;

/** A state value in dotted form: `idle`, `signedIn.loading`; parallel regions joined with ` + `. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child as StateValue)}`))
    .join(' + ');
}

/** The state a snapshot is in, with its status when the actor has finished (`done`) or failed. */
export function snapshotLabel(snapshot: AnyMachineSnapshot): string {
  const label = stateLabel(snapshot.value);
  return snapshot.status === 'active' ? label : `${label} (${snapshot.status})`;
}

function plain(value: unknown, depth: number): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return /^[\w.@:/+-]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (value instanceof Error) return errorLabel(value);
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_ITEMS).map((item) => plain(item, depth + 1));
    if (value.length > MAX_ITEMS) shown.push(`… ${value.length - MAX_ITEMS} more`);
    return `[${shown.join(', ')}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{${entries.map(([key, v]) => `${key}: ${plain(v, depth + 1)}`).join(', ')}}`;
}

/** A value on one line (`{role: member, memberId: 1}`), cut short past a line's worth. */
export function describeValue(value: unknown): string {
  const text = plain(value, 0);
  return text.length > PAYLOAD_CHARS ? `${text.slice(0, PAYLOAD_CHARS - 1)}…` : text;
}

/** What a fake API failure is called: its error code, else its message. */
function errorLabel(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { errorCode, message } = error as { errorCode?: unknown; message?: unknown };
    if (typeof errorCode === 'string') return errorCode;
    if (typeof message === 'string' && message !== '') return JSON.stringify(message);
  }
  return describeValue(error);
}

/** An event as what happened: sent by a view, an actor's answer or failure, or a timer running out. */
export function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  if (type === 'xstate.init') return 'start';
  if (type.startsWith(DONE)) {
    const output = (event as { output?: unknown }).output;
    return `${type.slice(DONE.length)} answers${output === undefined ? '' : ` ${describeValue(output)}`}`;
  }
  if (type.startsWith(ERROR)) return `${type.slice(ERROR.length)} fails with ${errorLabel((event as { error?: unknown }).error)}`;
  // `xstate.after.<delay>.<state id>`: the delay is a name (or a number of ms), the state id has dots of its own.
  if (type.startsWith(AFTER)) {
    const delay = type.slice(AFTER.length).split('.')[0] ?? '';
    return `timer ${/^\d+$/.test(delay) ? `of ${delay} ms` : delay} runs out`;
  }
  return Object.keys(payload).length === 0 ? type : `${type} ${describeValue(payload)}`;
}

/** One step: `session.changed {role: member} : idle -> signedIn.loading`; the start has no previous state. */
export function describeStep(step: PathStep, previous: AnyMachineSnapshot | null): string {
  if (previous === null) return `starts in ${snapshotLabel(step.state)}`;
  return `${describeEvent(step.event)} : ${snapshotLabel(previous)} -> ${snapshotLabel(step.state)}`;
}

/** Where a path starts (with the machine's input, when it has one). */
export function describeStart(path: PlannedPath): string {
  const first = path.steps[0];
  const where = first ? snapshotLabel(first.state) : '?';
  return path.input === undefined ? `starts in ${where}` : `starts in ${where} with input ${describeValue(path.input)}`;
}

/** The numbered steps of a path (1 is the first event), up to and including `last`. */
export function describeSteps(path: PlannedPath, last = path.steps.length - 1): string[] {
  return path.steps.slice(1, last + 1).map((step, i) => `${i + 1}. ${describeStep(step, path.steps[i]!.state)}`);
}

/** The state a failure compares, from its JSON key: the state, and the context the model tells states apart by. */
function keyLabel(key: string, withContext: boolean): string {
  const { value, status, context } = JSON.parse(key) as { value: StateValue; status: string; context: unknown };
  const state = status === 'active' ? stateLabel(value) : `${stateLabel(value)} (${status})`;
  return withContext ? `${state}  with ${describeValue(context)}` : state;
}

/**
 * A failing path: how it starts, the steps up to the one where the actor left the model (marked), then where the
 * model expected it and where it went. The context is shown only when the states alone look the same.
 */
export function describePathFailure(failure: PathFailure): string[] {
  const { path, step, expectedKey, actualKey, error } = failure;
  const steps = describeSteps(path, step);
  if (steps.length > 0) steps[steps.length - 1] += '   <- here';
  const sameState = keyLabel(expectedKey, false) === keyLabel(actualKey, false);
  return [
    describeStart(path),
    ...steps,
    ...(error === undefined ? [] : [`could not deliver step ${step}: ${error}`]),
    `expected: ${keyLabel(expectedKey, sameState)}`,
    `actual:   ${keyLabel(actualKey, sameState)}`,
  ];
}

/** `12/12 (100%)`. */
export function coverageFigure(count: CoverageCount): string {
  return `${count.reached}/${count.total} (${percent(count)}%)`;
}
