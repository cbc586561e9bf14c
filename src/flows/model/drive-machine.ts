// Runs a real machine from src/machines with controlled fakes: every invoked or spawned promise actor becomes a
// deferred the test settles by hand, every effect action (navigate, persistToken, notify, ...) becomes a recorder,
// and time is a simulated clock. The model-based replay, the explicit behaviour tests, `npm run paths` and the
// flow viewer all drive actors this way; it runs in Node and in the browser alike (no node: modules).
import { createActor, fromPromise, type Actor, type AnyEventObject, type AnyStateMachine, type InputFrom, type InspectionEvent } from 'xstate';
import { TimerClock } from './timer-clock.ts';

export interface RecordedAction {
  name: string;
  params: unknown;
}

export interface ActorCall {
  /** The actor's name in `setup({ actors })`. */
  src: string;
  /** The invoke id (an `xstate.done.actor.<id>` event answers it); spawned children get a generated id. */
  id: string;
  input: unknown;
}

interface Settlers {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface DriveOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Sees every inspection event from the start, including the eventless steps taken while the actor starts. */
  inspect?: (event: InspectionEvent) => void;
  /** The simulated clock to run the actor on, for a test that also hands it to the machine (as its input's `now`). */
  clock?: TimerClock;
}

export interface DrivenMachine<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: TimerClock;
  /** Effect actions in the order the machine ran them. */
  actions: RecordedAction[];
  /** Promise actors in the order the machine started them. */
  calls: ActorCall[];
  /** The params of every recorded run of one action. */
  paramsOf(actionName: string): unknown[];
  /** Inputs of every start of one actor src. */
  callsOf(src: string): unknown[];
  /** Resolves the running actor with this invoke id, then lets the machine react. */
  resolve(invokeId: string, output?: unknown): Promise<void>;
  /** Rejects the running actor with this invoke id, then lets the machine react. */
  reject(invokeId: string, error: unknown): Promise<void>;
  /** Moves simulated time forward. */
  advance(ms: number): void;
  /**
   * Delivers a path step the way the real world would: `xstate.done.actor.*` and `xstate.error.actor.*` settle
   * the fake actor, `xstate.after.*` moves the clock to the moment the timer is due, anything else is sent.
   */
  fire(event: AnyEventObject): Promise<void>;
  /** The invoke ids of actors that are still waiting for an answer. */
  running(): string[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/**
 * Lets promise callbacks and the events they send run before the caller looks again: waits for the next
 * macrotask, by which time every pending microtask has run. Node has setImmediate; a browser (the flow viewer)
 * gets a MessageChannel message, because setTimeout(0) is clamped to 4 ms once nested and a replay settles after
 * every step. Only real time is involved: the machine's timers run on the TimerClock and never move here.
 */
export const settle = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof globalThis.setImmediate === 'function') {
      globalThis.setImmediate(resolve);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Built-in actions (assign, raise, spawnChild, ...) carry a `resolve`; effect actions are plain functions. */
const isEffectAction = (impl: unknown) => typeof impl === 'function' && !('resolve' in impl);

/** Child machines stay real; only promise-like logic (anything without a state tree) is faked. */
const isMachineLogic = (logic: unknown) => typeof logic === 'object' && logic !== null && 'root' in logic;

/** What one drive records and settles; the faked machine's actions and actors find it by their actor system. */
interface Recorder {
  actions: RecordedAction[];
  calls: ActorCall[];
  waiting: Map<string, Settlers>;
}

const recorders = new WeakMap<object, Recorder>();
const faked = new WeakMap<AnyStateMachine, AnyStateMachine>();

const recorderOf = (system: object): Recorder => {
  const recorder = recorders.get(system);
  if (!recorder) throw new Error('An actor of a faked machine ran outside driveMachine');
  return recorder;
};

/**
 * The machine with every effect action a recorder and every promise actor a deferred. Made once per machine and
 * shared by its drives (a replay of the model runs thousands): `provide` builds a new machine, whose state nodes
 * then work out their transitions again, which was most of a short replay's time.
 */
function fakedMachine(machine: AnyStateMachine): AnyStateMachine {
  const known = faked.get(machine);
  if (known) return known;
  const fakeActions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, impl]) => isEffectAction(impl))
      .map(([name]) => [name, ({ system }: { system: object }, params: unknown) => void recorderOf(system).actions.push({ name, params })]),
  );
  const fakeActors = Object.fromEntries(
    Object.entries(machine.implementations.actors)
      .filter(([, logic]) => !isMachineLogic(logic))
      .map(([src]) => [
        src,
        fromPromise<unknown, unknown>(({ input, self, signal, system }) => {
          const { calls, waiting } = recorderOf(system);
          calls.push({ src, id: self.id, input });
          return new Promise((resolve, reject) => {
            const settlers = { resolve, reject };
            waiting.set(self.id, settlers);
            // A stopped actor (its state was left) can no longer answer; a later one may reuse the id.
            signal.addEventListener('abort', () => {
              if (waiting.get(self.id) === settlers) waiting.delete(self.id);
            });
          });
        }),
      ]),
  );
  const provided = machine.provide({ actions: fakeActions, actors: fakeActors });
  faked.set(machine, provided);
  return provided;
}

export function driveMachine<TMachine extends AnyStateMachine>(machine: TMachine, options: DriveOptions<TMachine> = {}): DrivenMachine<TMachine> {
  const actions: RecordedAction[] = [];
  const calls: ActorCall[] = [];
  const waiting = new Map<string, Settlers>();
  const clock = options.clock ?? new TimerClock();

  // createActor's option types cannot be resolved for a generic machine; the runtime shape is the documented one.
  const actor = createActor(fakedMachine(machine), { input: options.input, clock, inspect: options.inspect }) as unknown as Actor<TMachine>;
  recorders.set(actor.system, { actions, calls, waiting });
  actor.start();

  const settler = (invokeId: string): Settlers => {
    const found = waiting.get(invokeId);
    if (!found) throw new Error(`No actor "${invokeId}" is waiting for an answer (running: ${[...waiting.keys()].join(', ') || 'none'})`);
    waiting.delete(invokeId);
    return found;
  };

  const elapse = (afterType: string) => {
    const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).find((s) => s.event.type === afterType);
    if (!scheduled) throw new Error(`No timer for "${afterType}" is pending`);
    const due = clock.dueIn(scheduled.delay);
    if (due === null) throw new Error(`The clock holds no timer of ${scheduled.delay} ms for "${afterType}"`);
    clock.increment(due);
  };

  const driven: DrivenMachine<TMachine> = {
    actor,
    clock,
    actions,
    calls,
    paramsOf: (name) => actions.filter((a) => a.name === name).map((a) => a.params),
    callsOf: (src) => calls.filter((c) => c.src === src).map((c) => c.input),
    async resolve(invokeId, output) {
      settler(invokeId).resolve(output);
      await settle();
    },
    async reject(invokeId, error) {
      settler(invokeId).reject(error);
      await settle();
    },
    advance: (ms) => clock.increment(ms),
    async fire(event) {
      const { type } = event;
      if (type.startsWith(DONE)) return driven.resolve(type.slice(DONE.length), (event as { output?: unknown }).output);
      if (type.startsWith(ERROR)) return driven.reject(type.slice(ERROR.length), (event as { error?: unknown }).error);
      if (type.startsWith(AFTER)) elapse(type);
      else actor.send(event as Parameters<typeof actor.send>[0]);
      await settle();
    },
    running: () => [...waiting.keys()],
  };
  return driven;
}
