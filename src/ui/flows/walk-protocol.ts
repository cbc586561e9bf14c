// What the flow viewer's "walk a path" panel and its worker (walk-worker.ts) say to each other. The worker plans a
// machine's model-based paths (a large chart takes seconds) and replays the chosen one on a fresh actor with the
// tests' fakes, so the page stays responsive; every answer is plain data.

/** One generated path, as the picker lists it. */
export interface PathSummary {
  /** Its place in the machine's list, stable for a given chart and model: what `?path=` names. */
  index: number;
  /** The events after the start, by trigger (`favourite.add`, `done: loadFavourites`, `after favouritesRetry`). */
  events: string[];
}

/** Where a replay stands after a step. */
export interface StepView {
  path: number;
  /** 0 is the start; the last is `total`. */
  index: number;
  total: number;
  /** The step's event, as the picker names it, and its payload (masked JSON, see protocol.ts). */
  trigger: string;
  payload: string;
  /** The step in plain words, sentence by sentence. */
  words: string[];
  /** Active state ids of the actor after the step, and the transitions the step took (keys). */
  active: string[];
  transitions: string[];
  /** The innermost states the model expects, and where the actor is. */
  expected: string[];
  actual: string[];
  matches: boolean;
}

/** What the panel asks: plan a machine's paths, open one at a step (a fresh actor replayed to it), take the next step. */
export type WalkCommand = { kind: 'plan'; machine: string } | { kind: 'open'; machine: string; path: number; step: number } | { kind: 'next' };

/** A command with its number: the panel uses only the answer to its latest one. */
export type WalkRequest = WalkCommand & { id: number };

export type WalkAnswer =
  | { kind: 'planned'; id: number; machine: string; paths: PathSummary[] }
  | { kind: 'noModel'; id: number; machine: string }
  /** The steps of the path just opened, by trigger, with where the replay stands. */
  | { kind: 'opened'; id: number; steps: string[]; view: StepView }
  | { kind: 'step'; id: number; view: StepView }
  | { kind: 'failed'; id: number; message: string };
