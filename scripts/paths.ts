// `npm run paths [name]`: replays the model-based paths of every machine (or of one, by its name or file name) and
// prints, for a tester, what was run, what of each chart was reached and, for a path that left the model, its
// steps in plain words with where the model expected the machine and where it went. Unlike the Vitest run
// (tests/machines), it does not stop at the first failing path: every path runs and the failures are counted.
// Exit 0 when every path holds and every state and transition is reached, 1 otherwise, 2 for an unknown name.
// With --site, the mapped machines' paths run through the real pages instead (scripts/site-paths.ts).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { checkModels, planPaths, type ModelCheck, type ModelList, type PathFailure, type ReplayOptions } from '../src/flows/model/harness.ts';
import { explainMissed, transitionByLabel } from '../src/flows/model/missed-transition.ts';
import { coverageFigure, describePathFailure } from '../src/flows/model/path-report.ts';
import { percent } from '../src/flows/model/coverage.ts';
import { modelRegistry, type RegisteredMachine } from '../src/flows/model-registry.ts';
import { machinePath } from './flows.ts';
import { runSitePaths } from './site-paths.ts';

/** Failures printed in full per machine; the rest are only counted (one fault usually fails many paths). */
const SHOWN_FAILURES = 3;

export interface PathsOptions extends ReplayOptions {
  /** Where the lines go; the console when left out. */
  write?: (line: string) => void;
  /** The machines to choose from; the registry when left out. */
  machines?: readonly RegisteredMachine[];
}

interface MachineResult {
  name: string;
  check: ModelCheck;
}

const passed = ({ check }: MachineResult) =>
  check.failures.length === 0 && check.states.reached === check.states.total && check.transitions.reached === check.transitions.total;

/**
 * Failures grouped by how they happen: paths that go the same way up to the step where they leave the model fail
 * for the same reason, and printing each of them would only repeat it.
 */
function failureGroups(failures: readonly PathFailure[]): PathFailure[][] {
  const groups = new Map<string, PathFailure[]>();
  for (const failure of failures) {
    const { path, step } = failure;
    const key = JSON.stringify([path.input ?? null, ...path.steps.slice(1, step + 1).map((s) => s.event)]);
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups.values()];
}

/** A missed transition, and the closest path to where it should have been taken (planned again, only on a gap). */
function missedTransitionLines(models: ModelList<AnyStateMachine>, label: string): string[] {
  const transition = transitionByLabel(models[0].machine, label);
  const explained = transition
    ? explainMissed(
        transition,
        models.flatMap((model) => planPaths(model)),
      )
    : [];
  return [`  missed transition:   ${label}`, ...explained.map((line) => `    ${line}`)];
}

function machineReport(models: ModelList<AnyStateMachine>, check: ModelCheck): string[] {
  const { paths, states, transitions, failures } = check;
  const groups = failureGroups(failures);
  const lines = [
    `  paths run:           ${paths}`,
    `  states covered:      ${coverageFigure(states)}`,
    `  transitions covered: ${coverageFigure(transitions)}`,
    ...states.missed.map((id) => `  missed state:        ${id}`),
    // With failing paths, those tell the story; without, the planned paths are what the machine did.
    ...transitions.missed.flatMap((label) => (failures.length === 0 ? missedTransitionLines(models, label) : [`  missed transition:   ${label}`])),
    `  failing paths:       ${failures.length}${groups.length > 1 ? ` (${groups.length} different failures)` : ''}`,
  ];
  groups.slice(0, SHOWN_FAILURES).forEach((group, i) => {
    const others = group.length > 1 ? ` (and ${group.length - 1} more that fail the same way)` : '';
    lines.push('', `  failing path ${i + 1} of ${groups.length}${others}:`, ...describePathFailure(group[0]!).map((line) => `    ${line}`));
  });
  const hidden = groups.slice(SHOWN_FAILURES);
  if (hidden.length > 0) {
    const count = hidden.reduce((sum, group) => sum + group.length, 0);
    lines.push('', `  ... and ${hidden.length} more different failures, on ${count} more paths`);
  }
  return lines;
}

function summaryLine(result: MachineResult, width: number): string {
  const { paths, states, transitions, failures } = result.check;
  const failing = failures.length === 0 ? '' : `, ${failures.length} failing`;
  return `${passed(result) ? '✓' : '✗'} ${result.name.padEnd(width)}  ${paths} paths${failing}, states ${percent(states)}%, transitions ${percent(transitions)}%`;
}

/** Runs the named machines (all when none is named) and returns the exit code. */
export async function runPaths(names: readonly string[], options: PathsOptions = {}): Promise<number> {
  const write = options.write ?? ((line: string) => console.log(line));
  const machines = options.machines ?? modelRegistry;
  const unknown = names.filter((name) => !machines.some((m) => m.name === name || m.file === name));
  if (unknown.length > 0) {
    write(`Unknown machine: ${unknown.join(', ')}. Give one of these names (or its file name):`);
    for (const m of machines) write(`  ${m.name.padEnd(24)} ${m.file}`);
    return 2;
  }
  const chosen = names.length === 0 ? machines : machines.filter((m) => names.includes(m.name) || names.includes(m.file));
  const results: MachineResult[] = [];
  for (const entry of chosen) {
    write(`${entry.name} (${machinePath(entry.file)})`);
    const check = await checkModels(entry.models, options);
    results.push({ name: entry.name, check });
    for (const line of machineReport(entry.models, check)) write(line);
    write('');
  }
  const width = Math.max(...results.map((r) => r.name.length));
  write('Summary');
  for (const result of results) write(`  ${summaryLine(result, width)}`);
  return results.every(passed) ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  process.exitCode = args.includes('--site')
    ? runSitePaths(names, args.includes('--all') ? 'all' : args.includes('--states') ? 'states' : 'moves')
    : await runPaths(names);
}
