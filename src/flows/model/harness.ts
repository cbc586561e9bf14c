// Model-based testing over the real machines (docs/architecture.md §10). `xstate/graph` walks the machine with sample
// events; every transition it finds becomes a path (the shortest way to its source state, then that event), and
// every path is replayed on a real actor with fakes (see drive-machine.ts): the actor must land where the graph
// says after each step. What the replays went through is the coverage. Vitest (tests/machines), `npm run paths`
// and the flow viewer in the browser all use it, so it imports nothing of Node and nothing of a test runner.
//
// createTestModel refuses machines that invoke actors or use `after`, so the done/error events of invoked actors
// and the delayed events are plain samples here; the replay turns them into settled promises and clock ticks.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { CoverageRecorder, type CoverageReport } from './coverage.ts';
import { driveMachine } from './drive-machine.ts';
import { TimerClock } from './timer-clock.ts';

/** Events the runtime makes (actor results, timers): a chart's own event union does not name them. */
export type RuntimeEvent =
  { type: `xstate.done.actor.${string}`; output?: unknown } | { type: `xstate.error.actor.${string}`; error: unknown } | { type: `xstate.after.${string}` };

export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** One traversal per input (e.g. with and without a token); the machine's default input when left out. */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Events to try, several per type where payloads lead to different places. Include a sample for every
   * `xstate.done.actor.<invokeId>` (its output) and, where the error matters, `xstate.error.actor.<invokeId>`.
   * Event types the chart handles but that have no sample are tried bare (`{ type }`): that covers payload-free
   * events and the `xstate.after.<delay>.<stateId>` timers.
   */
  events: ReadonlyArray<EventFromLogic<TMachine> | RuntimeEvent>;
  /**
   * The part of the context that tells two states apart for the traversal. Defaults to the whole context;
   * narrow it when the context can grow without end (a retry counter), keeping whatever guards read.
   */
  contextKey?: (context: ContextFrom<TMachine>) => unknown;
  /**
   * For a machine that takes its time from its input: the input a replay starts with, bound to the simulated
   * clock that runs that replay's timers. The traversal itself uses `inputs` as they are.
   */
  inputOn?: (input: InputFrom<TMachine>, clock: TimerClock) => InputFrom<TMachine>;
}

export interface PathStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export interface PlannedPath {
  input: unknown;
  /** The first step is the start (`xstate.init`); each later one is an event and the state it leads to. */
  steps: PathStep[];
}

export interface ModelRun extends CoverageReport {
  paths: number;
}

const DONE = 'xstate.done.actor.';
// Large enough for any chart of this app; a traversal that needs more has an unbounded context (see contextKey).
const TRAVERSAL_LIMIT = 20_000;

const matches = (type: string, descriptor: string) =>
  descriptor === type || descriptor === '*' || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

/** The events to try in a state: samples for every event the active states handle, bare types for the rest. */
function eventsFor(samples: readonly AnyEventObject[]) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const descriptors = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))];
    return descriptors.flatMap((descriptor) => {
      const found = samples.filter((event) => matches(event.type, descriptor));
      if (found.length > 0) return found;
      if (descriptor.startsWith(DONE)) throw new Error(`The model needs a sample for "${descriptor}" (with its output)`);
      if (descriptor.includes('*')) throw new Error(`The model needs samples for the wildcard "${descriptor}"`);
      return [{ type: descriptor }];
    });
  };
}

function serializerFor<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  const key = model.contextKey ?? ((context: ContextFrom<TMachine>) => context);
  return (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, status: snapshot.status, context: key(snapshot.context) });
}

/** One path per transition of the state graph: the shortest path to its source state, then its event. */
export function planPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): PlannedPath[] {
  const serialize = serializerFor(model);
  const inputs: readonly unknown[] = model.inputs ?? [undefined];
  const planned = inputs.flatMap((input) => {
    // The graph functions are typed per machine; the samples include xstate.* events outside the machine's union.
    const machine: AnyStateMachine = model.machine;
    const options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = {
      input,
      events: eventsFor(model.events as readonly AnyEventObject[]),
      serializeState: serialize,
      limit: TRAVERSAL_LIMIT,
    };
    const toState = new Map(getShortestPaths(machine, options).map((path) => [serialize(path.state), path.steps as PathStep[]]));
    const edges = adjacencyMapToArray<AnyMachineSnapshot, AnyEventObject>(getAdjacencyMap(machine, options));
    return edges.map(({ state, event, nextState }): PlannedPath => {
      const head = toState.get(serialize(state));
      if (!head) throw new Error(`xstate/graph found no path to ${serialize(state)}`);
      return { input, steps: [...head, { event, state: nextState }] };
    });
  });
  return withoutPrefixes(planned);
}

/** A node of a trie of the kept paths' signatures: each step's part leads to the next node. */
type Trie = Map<string, Trie>;

/**
 * A path whose events start another path adds nothing: replaying the longer one goes through it. The kept paths
 * (longest first) go into a trie, so telling whether a path starts a kept one takes one walk of its own steps
 * rather than a comparison with every kept path (the login chart plans ~25,000 paths).
 */
export function withoutPrefixes(paths: PlannedPath[]): PlannedPath[] {
  const signature = (path: PlannedPath) => [JSON.stringify(path.input ?? null), ...path.steps.map((s) => JSON.stringify(s.event))];
  const longestFirst = paths.map((path) => ({ path, sig: signature(path) })).sort((a, b) => b.sig.length - a.sig.length);
  const root: Trie = new Map();
  const kept: PlannedPath[] = [];
  for (const { path, sig } of longestFirst) {
    let node: Trie | undefined = root;
    for (const part of sig) if (!(node = node.get(part))) break;
    if (node) continue;
    kept.push(path);
    let at = root;
    for (const part of sig) {
      let next = at.get(part);
      if (!next) at.set(part, (next = new Map()));
      at = next;
    }
  }
  return kept;
}

export function describePath(path: PlannedPath): string {
  const events = path.steps.map(({ event }) => {
    const { type, ...payload } = event;
    if (Object.keys(payload).length === 0) return type;
    // Enough of the payload to tell samples apart without printing whole API answers.
    const text = JSON.stringify(payload);
    return `${type} ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`;
  });
  return `input ${JSON.stringify(path.input ?? null)}: ${events.join(' -> ')}`;
}

export interface PathFailure {
  path: PlannedPath;
  /** Index into `path.steps` of the step after which the actor was not where the graph said (0 is the start). */
  step: number;
  /** Where the graph says the step leads, and where the actor went. */
  expected: AnyMachineSnapshot;
  actual: AnyMachineSnapshot;
  /** The two states as the traversal tells them apart (value, status and the model's context key), as JSON. */
  expectedKey: string;
  actualKey: string;
  /** Why the step could not even be delivered (no such actor was waiting, no such timer was pending). */
  error?: string;
}

export interface ReplayOptions {
  /**
   * The machine the replay runs, made from the model's machine; the model's machine itself when left out. A test
   * puts a fault in here (`machine.provide({ guards: ... })`) to see the paths planned from the real chart catch it.
   */
  replayOn?: (machine: AnyStateMachine) => AnyStateMachine;
}

export interface ModelCheck extends ModelRun {
  /** Every path that left the model, in the order they ran. */
  failures: PathFailure[];
}

/** The state as the traversal tells states apart, as JSON (what a failure shows and what the replay compares). */
export function stateKey<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, snapshot: AnyMachineSnapshot): string {
  return serializerFor(model)(snapshot);
}

/** Equal as data: object keys in any order (a context key built in another order is the same state). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  const [ra, rb] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return ka.length === kb.length && ka.every((key) => Object.hasOwn(rb, key) && sameData(ra[key], rb[key]));
}

/** Replays one path on a real actor and says where it left the model, or null when it never did. */
export async function checkPath<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  path: PlannedPath,
  coverage: CoverageRecorder,
  options: ReplayOptions = {},
): Promise<PathFailure | null> {
  const serialize = serializerFor(model);
  const clock = new TimerClock();
  const input = path.input as InputFrom<TMachine>;
  const machine = options.replayOn ? options.replayOn(model.machine) : model.machine;
  const driven = driveMachine(machine, { input: model.inputOn ? model.inputOn(input, clock) : input, inspect: coverage.inspect, clock });
  try {
    for (const [index, step] of path.steps.entries()) {
      let error: string | undefined;
      try {
        if (index > 0) await driven.fire(step.event);
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      const actual = driven.actor.getSnapshot() as AnyMachineSnapshot;
      coverage.see(actual);
      const [actualKey, expectedKey] = [serialize(actual), serialize(step.state)];
      if (error !== undefined || (actualKey !== expectedKey && !sameData(JSON.parse(actualKey), JSON.parse(expectedKey)))) {
        return { path, step: index, expected: step.state, actual, expectedKey, actualKey, ...(error === undefined ? {} : { error }) };
      }
    }
    return null;
  } finally {
    driven.actor.stop();
  }
}

/** The failure in one paragraph, naming the path and the step (what a failing test prints). */
export function describeFailure(failure: PathFailure): string {
  const { path, step, expectedKey, actualKey, error } = failure;
  const event = path.steps[step]?.event.type ?? '?';
  const why = error === undefined ? '' : `\n  could not deliver it: ${error}`;
  return `Step ${step} (${event}) of path ${describePath(path)}${why}\n  expected ${expectedKey}\n  actual   ${actualKey}`;
}

/** Replays one path on a real actor; throws, naming the path and the step, where the actor leaves the model. */
export async function replayPath<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, path: PlannedPath, coverage: CoverageRecorder) {
  const failure = await checkPath(model, path, coverage);
  if (failure) throw new Error(describeFailure(failure));
}

/** Plans every path of the model, replays each one, and reports the coverage reached. Throws at a failing path. */
export async function runModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): Promise<ModelRun> {
  return runModels([model]);
}

export type ModelList<TMachine extends AnyStateMachine> = readonly [MachineModel<TMachine>, ...MachineModel<TMachine>[]];

/**
 * Several models of one machine, their coverage added up: for a chart whose typed values would multiply one
 * traversal past its limit, each model tells apart only the values its part of the chart reads. Throws, naming
 * the first path that left the model and how many did.
 */
export async function runModels<TMachine extends AnyStateMachine>(models: ModelList<TMachine>): Promise<ModelRun> {
  const { failures, ...run } = await checkModels(models);
  const [first] = failures;
  if (first) throw new Error(`${failures.length} of ${run.paths} paths left the model; the first:\n${describeFailure(first)}`);
  return run;
}

/** Like runModels, but runs every path whatever happens and hands back the failures with the coverage. */
export async function checkModels<TMachine extends AnyStateMachine>(models: ModelList<TMachine>, options: ReplayOptions = {}): Promise<ModelCheck> {
  const coverage = new CoverageRecorder(models[0].machine);
  const failures: PathFailure[] = [];
  let count = 0;
  for (const model of models) {
    const paths = planPaths(model);
    for (const path of paths) {
      const failure = await checkPath(model, path, coverage, options);
      if (failure) failures.push(failure);
    }
    count += paths.length;
  }
  return { paths: count, ...coverage.report(), failures };
}
