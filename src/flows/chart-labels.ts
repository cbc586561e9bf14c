// How a statechart's parts are named in its pictures, read from the machine definition itself: shared by
// `npm run flows` (the Mermaid pictures in docs/flows) and the site's flow viewer (/flows), so both label the same
// transition the same way. Browser-safe: nothing here touches Node.
import { and, or, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

export const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);
export const isCompound = (node: AnyStateNode) => childrenOf(node).length > 0;
/** Every state node below `node`, depth first, in definition order. */
export const allNodes = (node: AnyStateNode): AnyStateNode[] => childrenOf(node).flatMap((child) => [child, ...allNodes(child)]);
export const isAncestorOrSelf = (ancestor: AnyStateNode, node: AnyStateNode) => node.id === ancestor.id || node.id.startsWith(`${ancestor.id}.`);

/** The transitions a node declares, eventless ones included, in definition order. */
export const ownTransitions = (node: AnyStateNode): AnyTransitionDefinition[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

/**
 * xstate's and(), or() and not() guards, told apart by their check (a minified build renames the functions). Only
 * those three keep the guards they combine, so the one that is neither and() nor or() is not(); not() itself is not
 * imported, which would put it in the site's entry for this alone.
 */
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const COMBINATORS = new Map<unknown, string>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
]);

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    // xstate's and(), or() and not() keep the guards they combine: `and(nonAgentOnAgentPage, captchaSent)`.
    const parts = (guard as { guards?: unknown }).guards;
    const name = COMBINATORS.get(checkOf(guard)) ?? (Array.isArray(parts) ? 'not' : guard.name || 'guard');
    return Array.isArray(parts) ? `${name}(${parts.map((part) => guardName(part) ?? 'guard').join(', ')})` : name;
  }
  return 'guard';
}

/** What sets a transition off: the event, `after <delay>`, `done: <actor>` / `error: <actor>`, `done` or `always`. */
export function triggerLabel(t: AnyTransitionDefinition): string {
  const { eventType } = t;
  const delay = (t as { delay?: string | number }).delay;
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return typeof delay === 'number' ? `after ${delay} ms` : `after ${String(delay ?? eventType)}`;
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/**
 * The edge label: the trigger, then the guard in brackets. Mermaid 11 keeps a colon inside a label; some older
 * releases cut the label there.
 */
export function transitionLabel(t: AnyTransitionDefinition): string {
  const label = triggerLabel(t);
  const guard = guardName(t.guard);
  // A semicolon or line break would end the Mermaid statement early.
  return (guard ? `${label} [${guard}]` : label).replace(/[;\n]/g, ' ');
}

/** The note beside a state: its description, then the actors it invokes. */
export function noteText(node: AnyStateNode): string[] {
  const lines: string[] = [];
  if (node.description) lines.push(node.description);
  const invoked = node.invoke.map((invoke) => invoke.id);
  if (invoked.length > 0) lines.push(`invokes ${invoked.join(', ')}`);
  return lines;
}

/** A transition's name that survives `machine.provide()`: its source, its event and its place among its siblings. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id}|${t.eventType}|${siblings.indexOf(t)}`;
}

/**
 * An event as the pictures name its trigger: `done: login`, `error: login`, `after captchaCooldown` for the
 * runtime's own events (a delayed event's type ends with the id of the state that set the timer), `start` for the
 * actor's first step, the event's type otherwise.
 */
export function eventLabel(type: string, machineId: string): string {
  if (type === 'xstate.init') return 'start';
  if (type.startsWith('xstate.done.actor.')) return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.after.')) {
    const rest = type.slice('xstate.after.'.length);
    const at = rest.indexOf(`.${machineId}`);
    return `after ${at > 0 ? rest.slice(0, at) : rest}`;
  }
  return type;
}
