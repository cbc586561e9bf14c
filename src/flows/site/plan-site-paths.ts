// The paths a site walk takes (issue 40): the shortest way to every state the machine can reach with the events a
// person causes and the answers the world gives (site-map.ts), without the paths another path already walks through.
import { getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths, type TraversalOptions } from 'xstate/graph';
import { withoutPrefixes, type PathStep, type PlannedPath } from '../model/harness.ts';
import { leafStates, type SiteMap, type SiteTimer } from '../../machines/shared/site-map.ts';

const ACTOR_ANSWER = /^xstate\.(done|error)\.actor\./;
const TIMER = /^xstate\.after\./;

/**
 * What can happen in a state. The world goes first: while the machine waits on an actor the map answers for, or on
 * a timer, only that answer (or the timer) comes next, as on the page, where a person sees the state only once the
 * answer is in (a timeout the answer outruns is then no step). Otherwise the person's events that the state handles
 * and the page offers, and a deadline's timer.
 */
function siteEvents<M extends AnyStateMachine>(map: SiteMap<M>) {
  const samples = map.events as readonly AnyEventObject[];
  const offered = map.offered as Record<string, ((snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean) | undefined>;
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]));
    const answers = snapshot._nodes
      .flatMap((node) => node.invoke.map((invoke) => invoke.id))
      .filter((id) => map.world[id] && [...handled].some((type) => ACTOR_ANSWER.test(type) && type.endsWith(`.${id}`)))
      .flatMap((id) => map.world[id]!(snapshot) ?? []);
    const timers = [...handled]
      .filter((type) => TIMER.test(type))
      .map((type) => ({ type }))
      .filter((timer) => answers.length === 0 || !siteTimer(map, timer)?.outrun);
    const [deadlines, ticks] = partition(timers, (timer) => siteTimer(map, timer)?.deadline === true);
    if (answers.length > 0 || ticks.length > 0) return [...answers, ...ticks];
    return [...samples.filter((event) => handled.has(event.type) && (offered[event.type]?.(snapshot, event) ?? true)), ...deadlines];
  };
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** Whether the page shows nothing of a state: every one of its leaves is one the page passes through. */
function onlyPassing<M extends AnyStateMachine>(map: SiteMap<M>, snapshot: AnyMachineSnapshot): boolean {
  return leafStates(snapshot.value).every((leaf) => (map.states as Record<string, unknown>)[leaf] === 'passing');
}

/** What a step changed in the context key: the entries whose value differs (the whole key when it is not an object). */
function keyChange(before: unknown, after: unknown): unknown {
  if (typeof before !== 'object' || typeof after !== 'object' || !before || !after) return after;
  const was = before as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(was[k])));
}

/**
 * The walk's paths: by default (`moves`) one path per move a person can make (the shortest way to its source, then the
 * move), so the walks go through every state and transition a person can reach; `states`, the shortest way to each
 * state (what CI walks); `all`, every simple path (no state twice) up to `limit` paths.
 */
export type PathSet = 'states' | 'moves' | 'all';

export function planSitePaths<M extends AnyStateMachine>(map: SiteMap<M>, opts: { set?: PathSet; limit?: number } = {}): PlannedPath[] {
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: map.contextKey(snapshot.context), more: map.snapshotKey?.(snapshot) });
  const machine: AnyStateMachine = map.machine;
  const options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = { input: map.input, events: siteEvents(map), serializeState, limit: 5_000 };
  if (opts.set === 'all') {
    const simple = getSimplePaths(machine, options).map((path): PlannedPath => ({ input: map.input, steps: path.steps as PathStep[] }));
    return withoutPrefixes(simple).slice(0, opts.limit ?? 200);
  }
  const shortest = getShortestPaths(machine, options);
  if (opts.set === 'states') {
    // The shortest path to each state of the chart and to what else the map tells apart for it (statesKey): the
    // least that reaches every state, passing ones included (told apart by the state only: the page shows them not).
    const byValue = new Map<string, PlannedPath>();
    for (const path of shortest) {
      const told = onlyPassing(map, path.state) ? null : map.statesKey?.(path.state.context);
      const value = JSON.stringify([path.state.value, told ?? null]);
      const known = byValue.get(value);
      if (!known || known.steps.length > path.steps.length) byValue.set(value, { input: map.input, steps: path.steps as PathStep[] });
    }
    // A path that ends in a state the page passes through checks nothing of where it leads: it goes on with what
    // the world does next (the answer, the timer), so the page is checked once it settles.
    const next = siteEvents(map);
    const settled = [...byValue.values()].map((path): PlannedPath => {
      const last = path.steps[path.steps.length - 1]!.state as AnyMachineSnapshot;
      const event = onlyPassing(map, last) ? next(last)[0] : undefined;
      return event ? { input: map.input, steps: [...path.steps, { event, state: getNextSnapshot(machine, last, event) }] } : path;
    });
    return withoutPrefixes(settled);
  }
  const toState = new Map(shortest.map((path) => [serializeState(path.state), path.steps as PathStep[]]));
  // A move as a person sees it: from which states, by which event, to which, changing what of the context key. The
  // same move from states that differ only elsewhere in the key adds nothing on the page or in the chart.
  const byMove = new Map<string, PlannedPath>();
  for (const { state, event, nextState } of adjacencyMapToArray<AnyMachineSnapshot, AnyEventObject>(getAdjacencyMap(machine, options))) {
    const move = JSON.stringify([state.value, event, nextState.value, keyChange(map.contextKey(state.context), map.contextKey(nextState.context))]);
    const path: PlannedPath = { input: map.input, steps: [...toState.get(serializeState(state))!, { event, state: nextState }] };
    const known = byMove.get(move);
    if (!known || known.steps.length > path.steps.length) byMove.set(move, path);
  }
  return withoutPrefixes([...byMove.values()]);
}

/** What the world does for a timer event (`xstate.after.<delay>.<state id>`), when the map says. */
export function siteTimer<M extends AnyStateMachine>(map: SiteMap<M>, event: AnyEventObject): SiteTimer | undefined {
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
  return delay === undefined ? undefined : map.timers?.[delay];
}

/** The person's or the world's step in plain words, for the report. */
export function stepWords<M extends AnyStateMachine>(map: SiteMap<M>, event: AnyEventObject): string {
  if (TIMER.test(event.type)) return siteTimer(map, event)?.does ?? 'wait for the timer';
  const action = (map.actions as Record<string, { does: (e: AnyEventObject) => string } | undefined>)[event.type];
  if (action) return action.does(event);
  if (ACTOR_ANSWER.test(event.type)) return `the server answers (${event.type.replace(/^xstate\./, '').replace('.actor.', ' of ')})`;
  return event.type;
}
