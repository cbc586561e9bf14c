// A machine's map onto the real pages (issue 40): for each state, what a person sees when the actor is in it; for each
// event, what a person does or what the world does. `npm run paths -- <machine> --site` plans the machine's paths
// with the events a person can cause (src/flows/site/plan-site-paths.ts) and walks them in Chromium against a fresh demo server
// (tests/site-paths), checking after every step that the page shows the state the machine should be in.
//
// The world's answers are not free choices as in the actor models (src/flows/models): a sign-in with the demo
// password succeeds and one with a wrong password fails, so the map's `world` tells, from the machine's context,
// which answer the real server gives, and the planner follows only that one.
import type { Page } from '@playwright/test';
import type { CallBody, CallValue, TabledCall } from '../../../contract/calls.ts';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, StateValueFrom } from 'xstate';

/** Every state as `region.child` paths: `form.editing`, `captcha.ready` (a flat machine's values as they are). */
export type StatePaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: `${K}.${StatePaths<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

/** The paths that no other path goes on from: a compound state's own name is left out, its children kept. */
type Leaves<All extends string, S extends string = All> = S extends unknown ? ([Extract<All, `${S}.${string}`>] extends [never] ? S : never) : never;
/** The leaf state paths of a machine, as its state value types them (a chart with regions: the paths inside them). */
export type LeafStates<M extends AnyStateMachine> = Leaves<StatePaths<StateValueFrom<M>>>;

/** What a run can reach besides the page: the demo server's address and its operator commands. */
export interface SiteWorld {
  url: string;
  /** An operator command (`npm run ops -- ...`) on the run's server. */
  ops(...args: string[]): Promise<string>;
  /** The answer of the captcha image the page showed last (the demo server's /dev/captcha). */
  captchaAnswer(): Promise<string>;
  /**
   * A call of the platform's API made as the site makes it (sealed when the call is), in a member's session (a token
   * from `ops token <account>`): the world setting an account up before a walk. A refusal rejects.
   */
  call<N extends TabledCall>(token: string, name: N, body?: CallBody<N>): Promise<CallValue<N>>;
}

/**
 * What the page shows in a state: a check that waits for it (Playwright's expect), or `passing` for a state the page
 * leaves by itself before a person could see it (a request on its way); such a state is reached, not checked. The
 * check is given the whole state, for a region the page hides while another region is in some state.
 */
export type StateCheck = { shows: string; check: (page: Page, state: AnyMachineSnapshot) => Promise<void> } | 'passing';

/** What the world does when a timer the machine waits on comes due: the page's clock run on (and the server's with it). */
export interface SiteTimer {
  does: string;
  /** Given the state the timer was set in (a wait of its context's length, say). */
  act: (page: Page, world: SiteWorld, from: AnyMachineSnapshot) => Promise<void>;
  /**
   * A deadline of minutes, well beyond what a person takes to act: the person's events are offered beside it, where
   * a timer of seconds (a countdown's tick) comes before anything a person could do.
   */
  deadline?: true;
  /** A timeout that the world's answer always comes before on the real site (a server that answers at once): never a step while it answers. */
  outrun?: true;
}

/** What a person does for an event (type, click, press), in plain words for the report. */
export interface SiteAction<E> {
  does: (event: E) => string;
  act: (page: Page, event: E, world: SiteWorld) => Promise<void>;
}

/** An invoked actor's failure that the world causes and a walk does as a step (a dropped connection). */
export type ActorFailure = { type: `xstate.error.actor.${string}`; error: unknown };
/** What a step of a walk can be: an event of the machine, or an actor's failure the world causes. */
export type SiteEvent<M extends AnyStateMachine> = EventFromLogic<M> | ActorFailure;

export interface SiteMap<M extends AnyStateMachine> {
  machine: M;
  /** The machine's name in the registry (`npm run paths -- <name> --site`). */
  name: string;
  /** Whether the site's announcement popup shows on the walk ('quiet' closes it beforehand, as the browser tests do). */
  announcements: 'quiet' | 'shown';
  /** The input the page starts the machine with, and how a person gets there. */
  input: InputFrom<M>;
  open: { does: string; act: (page: Page, world: SiteWorld) => Promise<void> };
  /** Every leaf state: a new state without a line here fails the type check. */
  states: Record<LeafStates<M>, StateCheck>;
  /**
   * The events a person causes (or the world, when no invoked actor's answer stands for it: an operator's command, a
   * dropped connection), with the payloads the walk tries; each type mapped to an action in `actions`.
   */
  events: ReadonlyArray<SiteEvent<M>>;
  actions: { [T in SiteEvent<M>['type']]?: SiteAction<Extract<SiteEvent<M>, { type: T }>> };
  /** When the page offers an event only in some states (a field shown only then): whether a person can do it now. */
  offered: { [T in SiteEvent<M>['type']]?: (snapshot: AnyMachineSnapshot, event: Extract<SiteEvent<M>, { type: T }>) => boolean };
  /**
   * The world's answer when the machine waits on an invoked actor or a timer: the event the real server (or the
   * clock) will send, decided from the snapshot. Keyed by the invoke id; a timer is waited for by itself. Null while
   * the actor gives no answer of itself (an open stream): then a person's events come next.
   */
  world: Record<string, (snapshot: AnyMachineSnapshot) => AnyEventObject | null>;
  /**
   * What the world does for a timer, by the delay's name (`tick`); without a line the walk only checks the page, so the
   * page's own timer must have run by the time the check's wait ends.
   */
  timers?: Record<string, SiteTimer>;
  /**
   * What besides the context tells two states apart for the walk: the request an invoked actor was given
   * (`invokedInput`), when the world's answer depends on it and the machine keeps it nowhere else.
   */
  snapshotKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * For the shortest set CI walks, what of the context to tell apart beside the state (the state a transient one leads
   * to looks like others: the form's message shows that it passed through it). Only the state when left out.
   */
  statesKey?: (context: AnyMachineSnapshot['context']) => unknown;
  /** The part of the context that tells two states apart for the walk (as in the actor models). */
  contextKey: (context: AnyMachineSnapshot['context']) => unknown;
}

/** The leaf state paths of a snapshot's value. */
export function leafStates(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leafStates(child, `${prefix}${key}.`));
  return [];
}

/** The input an invoked actor was started with (a request the world answers), as the snapshot's child keeps it. */
export function invokedInput(snapshot: AnyMachineSnapshot, id: string): unknown {
  const child = snapshot.children[id] as { options?: { input?: unknown } } | undefined;
  return child?.options?.input;
}
