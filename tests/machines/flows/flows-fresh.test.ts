// The pictures in docs/flows are generated from the machines; a machine change without `npm run flows` leaves
// them lying about the code, so this fails until they are regenerated.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowsDir, renderFlows } from '../../../scripts/flows.ts';

const expected = renderFlows();

describe('docs/flows', () => {
  it.each(Object.keys(expected))('%s matches the machines', (name) => {
    const path = resolve(flowsDir, name);
    expect(existsSync(path), `docs/flows/${name} is missing: run npm run flows`).toBe(true);
    expect(readFileSync(path, 'utf8'), `docs/flows/${name} is out of date: run npm run flows`).toBe(expected[name]);
  });

  it('holds no picture of a machine that is gone', () => {
    const stale = readdirSync(flowsDir).filter((name) => name.endsWith('.md') && !(name in expected));
    expect(stale, `stale files in docs/flows: run npm run flows`).toEqual([]);
  });
});
