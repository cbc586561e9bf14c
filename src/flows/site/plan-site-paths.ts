// The paths a site walk takes (issue 40): the shortest way to every state the machine can reach with the events a
// person causes and the answers the world gives (site-map.ts), without the paths another path already walks through.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { withoutPrefixes, type PathStep, type PlannedPath } from '../model/harness.ts';
import type { SiteMap } from '../../machines/shared/site-map.ts';

const ACTOR_ANSWER = /^xstate\.(done|error)\.actor\./;
const TIMER = /^xstate\.after\./;

/**
 * What can happen in a state. The world goes first: while the machine waits on an actor the map answers for, or on
 * a timer, only that answer (or the timer) comes next, as on the page, where a person sees the state only once the
 * answer is in. Otherwise the person's events that the state handles and the page offers.
 */
function siteEvents<M extends AnyStateMachine>(map: SiteMap<M>) {
  const samples = map.events as readonly AnyEventObject[];
  const offered = map.offered as Record<string, ((snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean) | undefined>;
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]));
    const answers = snapshot._nodes
      .flatMap((node) => node.invoke.map((invoke) => invoke.id))
      .filter((id) => map.world[id] && [...handled].some((type) => ACTOR_ANSWER.test(type) && type.endsWith(`.${id}`)))
      .map((id) => map.world[id]!(snapshot));
    const timers = [...handled].filter((type) => TIMER.test(type)).map((type) => ({ type }));
    if (answers.length > 0 || timers.length > 0) return [...answers, ...timers];
    return samples.filter((event) => handled.has(event.type) && (offered[event.type]?.(snapshot, event) ?? true));
  };
}

export function planSitePaths<M extends AnyStateMachine>(map: SiteMap<M>): PlannedPath[] {
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: map.contextKey(snapshot.context) });
  const machine: AnyStateMachine = map.machine;
  const options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = { input: map.input, events: siteEvents(map), serializeState, limit: 5_000 };
  const paths = getShortestPaths(machine, options).map((path): PlannedPath => ({ input: map.input, steps: path.steps as PathStep[] }));
  return withoutPrefixes(paths);
}

/** The person's or the world's step in plain words, for the report. */
export function stepWords<M extends AnyStateMachine>(map: SiteMap<M>, event: AnyEventObject): string {
  if (TIMER.test(event.type)) return 'wait for the timer';
  if (ACTOR_ANSWER.test(event.type)) return `the server answers (${event.type.replace(/^xstate\./, '').replace('.actor.', ' of ')})`;
  const action = (map.actions as Record<string, { does: (e: AnyEventObject) => string } | undefined>)[event.type];
  return action ? action.does(event) : event.type;
}
