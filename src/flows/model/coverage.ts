// Which states and transitions of a chart real actors went through. It listens to the actors' inspection stream,
// where every microstep names the transitions it took, so eventless (`always`) steps and states that are left in
// the same macrostep they were entered (e.g. `deciding`) count too.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import { chartStates, chartTransitions, transitionKey } from './chart-shape.ts';

export interface CoverageCount {
  reached: number;
  total: number;
  missed: string[];
}

export interface CoverageReport {
  states: CoverageCount;
  transitions: CoverageCount;
}

export class CoverageRecorder {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();

  constructor(private readonly machine: AnyStateMachine) {}

  /** Pass as the actor's `inspect` option. */
  readonly inspect = (event: InspectionEvent) => {
    // Only the root actor's own steps: spawned or invoked children belong to other charts.
    if (event.type !== '@xstate.microstep' || event.rootId !== event.actorRef.sessionId) return;
    for (const t of event._transitions) {
      this.transitions.add(transitionKey(t));
      // A state that was left by a transition was active, even if no snapshot ever showed it.
      for (let node: AnyStateNode | undefined = t.source; node; node = node.parent) this.states.add(node.id);
    }
    this.see(event.snapshot as AnyMachineSnapshot);
  };

  /** Records the active states of a snapshot (the start state shows up here, not in a microstep). */
  see(snapshot: AnyMachineSnapshot) {
    for (const node of snapshot._nodes) this.states.add(node.id);
  }

  report(): CoverageReport {
    const states = chartStates(this.machine);
    const transitions = chartTransitions(this.machine);
    const missedStates = states.filter((id) => !this.states.has(id));
    const missedTransitions = transitions.filter((t) => !this.transitions.has(t.key)).map((t) => t.label);
    return {
      states: { reached: states.length - missedStates.length, total: states.length, missed: missedStates },
      transitions: { reached: transitions.length - missedTransitions.length, total: transitions.length, missed: missedTransitions },
    };
  }
}

/** Rounded down so that a chart with one gap never prints 100%. */
export const percent = ({ reached, total }: CoverageCount) => (total === 0 ? 100 : Math.floor((reached * 100) / total));

export function formatCoverage(name: string, report: CoverageReport): string {
  const { states, transitions } = report;
  const lines = [
    `${name}: states ${states.reached}/${states.total} (${percent(states)}%), transitions ${transitions.reached}/${transitions.total} (${percent(transitions)}%)`,
    ...states.missed.map((id) => `  missed state: ${id}`),
    ...transitions.missed.map((label) => `  missed transition: ${label}`),
  ];
  return lines.join('\n');
}
