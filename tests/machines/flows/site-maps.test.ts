// The machines mapped onto the site (issue 40): each of their states names the docs/product.md section that specifies
// it (its own meta, else the nearest around it, else the machine's), and that section exists, so /flows links every
// state a walk reaches to what the product says of it.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteMaps } from '../../../src/flows/site/site-maps.ts';
import { chartGraph } from '../../../src/flows/chart-graph.ts';

const headings = new Set(
  fs
    .readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8')
    .split('\n')
    .flatMap((line) => /^### (.+)$/.exec(line)?.[1] ?? []),
);

describe('the machines mapped onto the site', () => {
  it.each(siteMaps.map((map) => [map.name, map] as const))('%s: every state names a section of docs/product.md', (_, map) => {
    const states = chartGraph(map.machine).nodes.filter((node) => node.kind !== 'initial' && node.kind !== 'any');
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expect(headings, `${state.id}: ${state.product}`).toContain(state.product);
  });
});
