// The load test's figures, as pure functions of what was recorded: percentiles per call, a step's verdict, the most
// players held, and the plain-text tables printed. No timing, no I/O: tests/unit/load-report.test.ts covers them.

/** A step holds when its p99 over every request is under this and nothing failed. */
export const P99_LIMIT_MS = 200;

/** The nearest-rank percentile of ascending samples (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencyOf(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/** What one call of the journey answered in a step: latencies (ms) of every answer, failures and expected refusals by reason. */
export interface CallRecord {
  call: string;
  /** "METHOD /path" as sent (without query or ids). */
  route: string;
  samples: number[];
  errors: Map<string, number>;
  refusals: Map<string, number>;
}

export interface CallFigures extends Latency {
  call: string;
  route: string;
  rps: number;
  errors: number;
  refusals: number;
}

export interface StepFigures extends Latency {
  players: number;
  seconds: number;
  rps: number;
  errors: number;
  refusals: number;
  calls: CallFigures[];
  /** Every request but those that hash a password (HASHING_CALLS). */
  withoutHashing: Latency;
  /** Every failure by "call: reason", most frequent first. */
  errorReasons: [string, number][];
  refusalReasons: [string, number][];
}

/** Calls that hash a password with scrypt on the server: the sign-in (the password) and the withdrawal (the payment password). */
export const HASHING_CALLS = ['sign in', 'withdraw'];

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * A step's figures from its calls' records. transportErrors are failures with no answer to time (connection errors,
 * timeouts), counted as errors of the step.
 */
export function stepFigures(players: number, seconds: number, records: readonly CallRecord[], transportErrors: Map<string, number> = new Map()): StepFigures {
  const calls = records.map((r) => ({
    call: r.call,
    route: r.route,
    ...latencyOf(r.samples),
    rps: r.samples.length / seconds,
    errors: sum(r.errors),
    refusals: sum(r.refusals),
  }));
  const all = latencyOf(records.flatMap((r) => r.samples));
  const reasons = (pick: (r: CallRecord) => Map<string, number>, extra: Map<string, number> = new Map()) =>
    [...records.flatMap((r) => [...pick(r)].map(([why, n]) => [`${r.call}: ${why}`, n] as [string, number])), ...extra].sort((a, b) => b[1] - a[1]);
  const errorReasons = reasons((r) => r.errors, transportErrors);
  return {
    players,
    seconds,
    ...all,
    rps: all.count / seconds,
    errors: errorReasons.reduce((a, [, n]) => a + n, 0),
    refusals: calls.reduce((a, c) => a + c.refusals, 0),
    calls,
    withoutHashing: latencyOf(records.filter((r) => !HASHING_CALLS.includes(r.call)).flatMap((r) => r.samples)),
    errorReasons,
    refusalReasons: reasons((r) => r.refusals),
  };
}

/** The step held: answers came, none failed, and the p99 over every request is under the limit. */
export const held = (s: Pick<StepFigures, 'count' | 'errors' | 'p99'>, limitMs = P99_LIMIT_MS) => s.count > 0 && s.errors === 0 && s.p99 < limitMs;

/**
 * The most players held: the largest step that held and is below every step that did not (a step that held above
 * one that failed is taken as noise, not capacity). null when none held.
 */
export function mostPlayersHeld(steps: readonly Pick<StepFigures, 'players' | 'count' | 'errors' | 'p99'>[], limitMs = P99_LIMIT_MS): number | null {
  const failedAt = Math.min(...steps.filter((s) => !held(s, limitMs)).map((s) => s.players));
  const ok = steps.filter((s) => held(s, limitMs) && s.players < failedAt).map((s) => s.players);
  return ok.length ? Math.max(...ok) : null;
}

/** Calls a second that reached their password check: those answered without an error (a refusal still hashed). */
export const hashedPerSecond = (c: Pick<CallFigures, 'rps' | 'count' | 'errors'>) => (c.count ? (c.rps * (c.count - c.errors)) / c.count : 0);

/** The CPU the step's password hashes needed, in % of one core, given what one hash costs (ms of CPU). */
export function hashingPercent(step: Pick<StepFigures, 'calls'>, hashMs: number): number {
  const perSecond = step.calls.filter((c) => HASHING_CALLS.includes(c.call)).reduce((a, c) => a + hashedPerSecond(c), 0);
  return (perSecond * hashMs) / 10;
}

// ---- Text ------------------------------------------------------------------------------------------------------

/** The players' pace (--rate), as the report names it after a number of players or steps. */
export const paceText = (rate: number) =>
  rate > 0 ? `at ${rate} request${rate === 1 ? '' : 's'} a second per player (--rate ${rate})` : 'with no think time (--rate 0, the worst case)';

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
export const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** Columns padded to their widest cell; numbers (cells starting with a digit or '-') right-aligned. */
export function formatColumns(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => /^[-\d]/.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One line per call: requests, rate, percentiles, failures and expected refusals. */
export function callTable(step: StepFigures, limitMs = P99_LIMIT_MS): string {
  const rows = step.calls.map((c) => [
    c.call,
    c.route,
    int(c.count),
    c.rps.toFixed(1),
    ms(c.p50),
    ms(c.p95),
    `${ms(c.p99)}${c.p99 >= limitMs ? ' !' : ''}`,
    ms(c.max),
    int(c.errors),
    int(c.refusals),
  ]);
  rows.push(['all', '', int(step.count), step.rps.toFixed(1), ms(step.p50), ms(step.p95), ms(step.p99), ms(step.max), int(step.errors), int(step.refusals)]);
  return formatColumns(['call', 'route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'refused'], rows);
}

/** What was measured beside a step: CPU per process (percent of one core) and the database's connections. */
export interface StepSide {
  cpu: { label: string; percent: number }[];
  /** Connections of the two instances running a statement, averaged and at most, over the step's samples. */
  dbActive: { avg: number; max: number };
  /** Of those, waiting on a lock (average). */
  dbLockWaits: number;
}

/** One line per step: the players, overall figures, verdict, and where the CPU went. */
export function stepTable(steps: readonly { figures: StepFigures; side?: StepSide }[], limitMs = P99_LIMIT_MS): string {
  const rows = steps.map(({ figures: s, side }) => [
    String(s.players),
    int(s.count),
    s.rps.toFixed(0),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    int(s.errors),
    int(s.refusals),
    held(s, limitMs) ? 'held' : s.errors > 0 ? 'errors' : `p99 >= ${limitMs} ms`,
    side ? side.cpu.map((c) => `${c.label} ${c.percent.toFixed(0)}%`).join(', ') : '',
    side ? `${side.dbActive.avg.toFixed(1)} / ${side.dbActive.max}${side.dbLockWaits >= 0.05 ? ` (${side.dbLockWaits.toFixed(1)} on locks)` : ''}` : '',
  ]);
  return formatColumns(
    ['players', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'refused', 'verdict', 'CPU (100% = one core)', 'db busy avg / max'],
    rows,
  );
}

/** The failures and refusals of a step, most frequent first (at most `limit` of each). */
export function reasonLines(step: StepFigures, limit = 8): string[] {
  const lines = (title: string, list: [string, number][]) =>
    list.length
      ? [
          `${title}:`,
          ...list.slice(0, limit).map(([why, n]) => `  ${int(n)} x ${why}`),
          ...(list.length > limit ? [`  ... and ${list.length - limit} more`] : []),
        ]
      : [];
  return [...lines('errors', step.errorReasons), ...lines('expected refusals (not errors)', step.refusalReasons)];
}

/** One resource in a step and how near its ceiling it ran (1 = full). */
export interface Limit {
  what: string;
  share: number;
}

/**
 * What ran nearest its ceiling in a step, nearest first: each instance's event loop (Node runs a server's JavaScript
 * on one thread, so one core is its ceiling whatever the machine has), the instances' database connections (their
 * pools), the machine's cores (every process, the database's and the load generator's too), and the load generator
 * itself (when it is the nearest, the figures measure the generator, not the server).
 */
export function limitsOf(side: StepSide, { connections, cores }: { connections: number; cores: number }): Limit[] {
  const limits: Limit[] = [];
  for (const c of side.cpu) {
    if (c.label === 'machine')
      limits.push({ what: `the machine's ${cores} cores: ${c.percent.toFixed(0)}% of one core busy in all`, share: c.percent / (cores * 100) });
    else if (c.label === 'load') limits.push({ what: `the load generator: ${c.percent.toFixed(0)}% of its one core`, share: c.percent / 100 });
    else if (c.label !== 'db') limits.push({ what: `instance ${c.label}'s event loop: ${c.percent.toFixed(0)}% of its one core`, share: c.percent / 100 });
  }
  const waiting = side.dbLockWaits >= 0.05 ? `, ${side.dbLockWaits.toFixed(1)} of them waiting on locks` : '';
  limits.push({
    what: `the instances' database connections: ${side.dbActive.avg.toFixed(1)} of ${connections} running a statement on average${waiting}`,
    share: side.dbActive.avg / connections,
  });
  return limits.sort((a, b) => b.share - a.share);
}

/** The report's line on what limits a step first: the nearest resource, with the next two for context. */
export function limitLine(players: number, limits: readonly Limit[]): string {
  const pct = (l: Limit) => `${(l.share * 100).toFixed(0)}% of its ceiling`;
  const [first, ...rest] = limits;
  if (!first) return `What limits it first at ${players} players: not measured`;
  return `What limits it first at ${players} players: ${first.what} (${pct(first)}); then ${rest
    .slice(0, 2)
    .map((l) => `${l.what} (${pct(l)})`)
    .join('; ')}`;
}
