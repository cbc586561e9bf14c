// The bench's result rows and their plain-text table. A row records a figure, never a verdict that fails the run.
export type Verdict = 'ok' | 'over budget' | 'error' | 'skipped' | '';

export interface Row {
  section: string;
  metric: string;
  value: string;
  budget: string;
  ok: Verdict;
}

export const row = (section: string, metric: string, value: string, budget = '', ok: Verdict = ''): Row => ({
  section,
  metric,
  value,
  budget,
  ok,
});

/** 'ok' when the figure is within budget, 'over budget' otherwise. */
export const within = (pass: boolean): Verdict => (pass ? 'ok' : 'over budget');

export const errorRow = (section: string, metric: string, err: unknown): Row => row(section, metric, `error: ${oneLine(err)}`, '', 'error');

export function oneLine(err: unknown, max = 160): string {
  const text = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const kbBudget = (kilobytes: number) => kilobytes * KB;
export const int = (n: number) => Math.round(n).toLocaleString('en-US');

const headers: Row = { section: 'section', metric: 'metric', value: 'value', budget: 'budget', ok: 'ok' };
const columns = ['section', 'metric', 'value', 'budget', 'ok'] as const;

export function formatTable(rows: Row[]): string {
  const all = [{ ...headers, ok: 'ok?' as Verdict }, ...rows];
  const widths = columns.map((c) => Math.max(...all.map((r) => r[c].length)));
  const line = (r: Row) =>
    columns
      .map((c, i) => r[c].padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(all[0]!), rule, ...rows.map(line)].join('\n');
}
