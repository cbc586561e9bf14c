// What a chart holds, read from the machine definition itself: every state node below the root and every
// transition (event, delayed, done/error of invoked actors, eventless `always`), each with a stable key so what a
// replay took can be matched against what the chart declares.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export interface ChartTransition {
  key: string;
  /** Human-readable: `source --event [guard]--> target`. */
  label: string;
}

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

const eventLabel = (eventType: string) => (eventType === '' ? 'always' : eventType);

/** The transitions a node declares, eventless ones included, in definition order. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Stable across `machine.provide()`: built from ids and positions, never from object identity. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id}|${t.eventType}|${siblings.indexOf(t)}`;
}

export function transitionLabel(t: AnyTransitionDefinition): string {
  const guard = guardName(t.guard);
  const targets = t.target?.map((n) => n.id).join(', ') ?? '(stays)';
  return `${t.source.id} --${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

export function chartStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

export function chartTransitions(machine: AnyStateMachine): ChartTransition[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap(ownTransitions).map((t) => ({ key: transitionKey(t), label: transitionLabel(t) }));
}
