// A replayed step in plain words, for the flow viewer's "walk a path": what happened to the actor (an event sent, an
// invoked actor answering, a timer coming due), what it took, what it did and where it is now.
import { eventLabel } from '../../flows/chart-labels.ts';
import { payloadText } from './protocol.ts';

export interface StepFacts {
  machineId: string;
  /** 0 is the start. */
  index: number;
  event: { type: string };
  input: unknown;
  /** Labels of the transitions the step took, in order. */
  taken: string[];
  /** Effect actions it ran (recorded by the fakes), and the actors it started (answered by hand later). */
  actions: string[];
  calls: string[];
  /** Innermost states after the step. */
  now: string[];
  /** Why the step could not be delivered, if it could not. */
  error?: string;
}

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function whatHappened({ machineId, index, event, input }: StepFacts): string {
  if (index === 0) {
    const given = input === undefined ? '' : payloadText({ type: '', ...(typeof input === 'object' && input !== null ? input : { input }) });
    return `A fresh ${machineId} actor starts, with the fakes the tests use${given ? `, on the input ${given}` : ''}.`;
  }
  const label = eventLabel(event.type, machineId);
  const payload = payloadText(event);
  if (event.type.startsWith('xstate.done.actor.')) return `The ${label.slice('done: '.length)} actor it invoked answers${payload ? ` with ${payload}` : ''}.`;
  if (event.type.startsWith('xstate.error.actor.')) return `The ${label.slice('error: '.length)} actor it invoked fails${payload ? ` with ${payload}` : ''}.`;
  if (event.type.startsWith('xstate.after.')) return `Time passes on the simulated clock until the ${label.slice('after '.length)} timer is due.`;
  return `The ${event.type} event is sent${payload ? ` with ${payload}` : ''}.`;
}

export function stepWords(facts: StepFacts): string[] {
  const words = [whatHappened(facts)];
  if (facts.error) words.push(`It could not be delivered: ${facts.error}`);
  else if (facts.taken.length > 0) words.push(`It takes ${facts.taken.join(', then ')}.`);
  else if (facts.index > 0) words.push('No transition is taken.');
  if (facts.actions.length > 0) words.push(`It runs ${list(facts.actions)}.`);
  if (facts.calls.length > 0) words.push(`It starts ${list(facts.calls)}, which waits for an answer.`);
  words.push(`Now in ${list(facts.now)}.`);
  return words;
}
