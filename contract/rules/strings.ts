// What no call accepts in any input: a NUL character (PostgreSQL text cannot hold one, and no field needs it), and
// nesting deeper than any of our schemas has (a hostile body must not cost a deep walk).

/** Deeper than every request schema of the contract. */
export const MAX_INPUT_DEPTH = 16;

export interface InputProblem {
  path: string[];
  problem: 'nul' | 'depth';
}

/** A parsed record: a JSON object, or a query object (whose parser gives it a prototype of its own). */
const isRecord = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

/** The first NUL character (in a string or a key) or over-deep nesting in a parsed query or JSON body, or null. */
export function inputProblem(value: unknown, path: string[] = []): InputProblem | null {
  if (typeof value === 'string') return value.includes('\0') ? { path, problem: 'nul' } : null;
  const nested = Array.isArray(value) || isRecord(value);
  if (!nested) return null;
  if (path.length >= MAX_INPUT_DEPTH) return { path, problem: 'depth' };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\0')) return { path: [...path, key.replaceAll('\0', '\\0')], problem: 'nul' };
    const found = inputProblem(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
