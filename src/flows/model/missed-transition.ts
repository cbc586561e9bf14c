// Why a transition of the chart was never taken, told as a path: a guard broken on purpose (or by mistake) leaves
// the paths consistent with the machine, so no replay fails, but the transition its guard protects is missed. The
// first planned path that stands in the transition's source state and sends its event there shows a tester where
// the chart says the machine should have gone and where it went instead.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ownTransitions, transitionLabel } from './chart-shape.ts';
import type { PlannedPath } from './harness.ts';
import { describeStart, describeSteps, snapshotLabel } from './path-report.ts';

/** The chart's transition with this coverage label (`source --event [guard]--> target`). */
export function transitionByLabel(machine: AnyStateMachine, label: string): AnyTransitionDefinition | undefined {
  return [machine.root, ...getStateNodes(machine.root)].flatMap(ownTransitions).find((t) => transitionLabel(t) === label);
}

/**
 * Plain-words lines for a missed transition: the closest planned path up to the step that should have taken it
 * (its event sent, or for an eventless one the step that reached its source), then the state the chart names and
 * the state reached. Empty when no path reaches the source state with that event.
 */
export function explainMissed(transition: AnyTransitionDefinition, paths: readonly PlannedPath[]): string[] {
  const inSource = (i: number, path: PlannedPath) => path.steps[i]!.state._nodes.some((n) => n.id === transition.source.id);
  for (const path of paths) {
    for (let i = 1; i < path.steps.length; i++) {
      const eventless = transition.eventType === '';
      const here = eventless ? inSource(i, path) : inSource(i - 1, path) && path.steps[i]!.event.type === transition.eventType;
      if (!here) continue;
      const steps = describeSteps(path, i);
      steps[steps.length - 1] += '   <- here';
      const expected = transition.target?.map((n) => n.id.split('.').slice(1).join('.')).join(', ') ?? '(stays where it is)';
      return [describeStart(path), ...steps, `expected: ${expected} (by ${transitionLabel(transition)})`, `actual:   ${snapshotLabel(path.steps[i]!.state)}`];
    }
  }
  return [];
}
