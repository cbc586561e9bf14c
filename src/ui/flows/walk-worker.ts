// The flow viewer's path walker, in a worker: plans a machine's model-based paths with the harness the tests use
// (src/flows/model/harness.ts over src/flows/model-registry.ts) and replays the chosen path step by step on a fresh
// actor with the tests' fakes (driveMachine), answering where the actor stands after each step.
import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { planPaths, stateKey, type MachineModel, type PlannedPath } from '../../flows/model/harness.ts';
import { driveMachine, type DrivenMachine } from '../../flows/model/drive-machine.ts';
import { TimerClock } from '../../flows/model/timer-clock.ts';
import { activeLeaves, chartGraph, type ChartGraph } from '../../flows/chart-graph.ts';
import { eventLabel, transitionKey } from '../../flows/chart-labels.ts';
import { payloadText } from './protocol.ts';
import { stepWords } from './walk-words.ts';
import type { PathSummary, StepView, WalkAnswer, WalkRequest } from './walk-protocol.ts';

type Model = MachineModel<AnyStateMachine>;

interface Plan {
  machine: string;
  graph: ChartGraph;
  labels: Map<string, string>;
  paths: { model: Model; path: PlannedPath }[];
}

interface Replay {
  plan: Plan;
  pathIndex: number;
  model: Model;
  path: PlannedPath;
  driven: DrivenMachine<AnyStateMachine>;
  index: number;
  taken: string[];
}

const scope = globalThis as unknown as { postMessage(answer: WalkAnswer): void; onmessage: ((event: MessageEvent<WalkRequest>) => void) | null };
let plan: Plan | null = null;
let replay: Replay | null = null;
// Requests run one at a time, in order: a step waits for the one before it.
let queue: Promise<void> = Promise.resolve();

/** The models (every machine with its samples) load on the first request, in chunks of their own. */
const registry = () => import('../../flows/model-registry.ts');

async function planFor(machine: string): Promise<Plan | null> {
  if (plan?.machine === machine) return plan;
  const registered = (await registry()).findRegisteredMachine(machine);
  if (!registered) return null;
  const graph = chartGraph(registered.machine);
  const labels = new Map(graph.edges.flatMap((edge) => edge.transitions.map((t) => [t.key, t.label] as const)));
  const models = registered.models as readonly Model[];
  plan = { machine, graph, labels, paths: models.flatMap((model) => planPaths(model).map((path) => ({ model, path }))) };
  return plan;
}

const summary = (machineId: string, path: PlannedPath, index: number): PathSummary => ({
  index,
  events: path.steps.slice(1).map((s) => eventLabel(s.event.type, machineId)),
});

/** The same data whatever the order of object keys (a context key built in another order is the same state). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}
const sameState = (model: Model, a: AnyMachineSnapshot, b: AnyMachineSnapshot) =>
  JSON.stringify(canonical(JSON.parse(stateKey(model, a)))) === JSON.stringify(canonical(JSON.parse(stateKey(model, b))));

function start(current: Plan, pathIndex: number): Replay {
  replay?.driven.actor.stop();
  const { model, path } = current.paths[pathIndex]!;
  const clock = new TimerClock();
  const taken: string[] = [];
  const inspect = (event: InspectionEvent) => {
    // The replayed actor's own steps; its invoked children have charts of their own.
    if (event.type === '@xstate.microstep' && event.rootId === event.actorRef.sessionId) taken.push(...event._transitions.map(transitionKey));
  };
  const input = model.inputOn ? model.inputOn(path.input, clock) : path.input;
  const driven = driveMachine(model.machine, { input, clock, inspect });
  return { plan: current, pathIndex, model, path, driven, index: 0, taken };
}

async function advance(run: Replay): Promise<StepView> {
  const step = run.path.steps[run.index + 1];
  if (!step) return view(run, []);
  run.index += 1;
  run.taken.length = 0;
  const [actionsBefore, callsBefore] = [run.driven.actions.length, run.driven.calls.length];
  let error: string | undefined;
  try {
    await run.driven.fire(step.event);
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  return view(
    run,
    run.driven.actions.slice(actionsBefore).map((a) => a.name),
    run.driven.calls.slice(callsBefore).map((c) => c.src),
    error,
  );
}

function view(run: Replay, actions: string[], calls: string[] = [], error?: string): StepView {
  const { plan: current, model, path, driven, index } = run;
  const step = path.steps[index]!;
  const snapshot = driven.actor.getSnapshot() as AnyMachineSnapshot;
  const active = snapshot._nodes.map((node) => node.id);
  const now = activeLeaves(current.graph, active);
  const machineId = current.graph.machineId;
  return {
    path: run.pathIndex,
    index,
    total: path.steps.length - 1,
    trigger: eventLabel(step.event.type, machineId),
    payload: index === 0 ? '' : payloadText(step.event),
    words: stepWords({
      machineId,
      index,
      event: step.event,
      input: path.input,
      taken: run.taken.map((key) => current.labels.get(key) ?? key),
      actions,
      calls,
      now,
      ...(error === undefined ? {} : { error }),
    }),
    active,
    transitions: [...run.taken],
    expected: activeLeaves(
      current.graph,
      step.state._nodes.map((node) => node.id),
    ),
    actual: now,
    matches: error === undefined && sameState(model, snapshot, step.state),
  };
}

async function handle(request: WalkRequest): Promise<WalkAnswer> {
  if (request.kind === 'plan') {
    const current = await planFor(request.machine);
    if (!current) return { kind: 'noModel', id: request.id, machine: request.machine };
    return {
      kind: 'planned',
      id: request.id,
      machine: request.machine,
      paths: current.paths.map(({ path }, index) => summary(current.graph.machineId, path, index)),
    };
  }
  if (request.kind === 'open') {
    const current = await planFor(request.machine);
    if (!current) return { kind: 'noModel', id: request.id, machine: request.machine };
    if (!current.paths[request.path]) return { kind: 'failed', id: request.id, message: `There is no path ${request.path + 1}` };
    const run = (replay = start(current, request.path));
    let shown = view(
      run,
      run.driven.actions.map((a) => a.name),
      run.driven.calls.map((c) => c.src),
    );
    while (run.index < Math.min(request.step, shown.total)) shown = await advance(run);
    return { kind: 'opened', id: request.id, steps: run.path.steps.map((s) => eventLabel(s.event.type, current.graph.machineId)), view: shown };
  }
  if (!replay) return { kind: 'failed', id: request.id, message: 'No path is open' };
  return { kind: 'step', id: request.id, view: await advance(replay) };
}

scope.onmessage = ({ data }) => {
  queue = queue.then(async () => {
    try {
      scope.postMessage(await handle(data));
    } catch (cause) {
      scope.postMessage({ kind: 'failed', id: data.id, message: cause instanceof Error ? cause.message : String(cause) });
    }
  });
};
