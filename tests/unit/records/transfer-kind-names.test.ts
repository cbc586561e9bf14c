// Every kind of ledger transfer the server writes is named in words on the record pages (the account record and
// the bonus details), never by its code: the kinds are read from the server's sources, so a new kind without a
// name in en.json fails here (the locales test then asks every other language for it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json';
import { kindKey } from '../../../src/ui/records/kind-key.ts';

const serverDir = path.resolve(import.meta.dirname, '../../../server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'migrations' ? [] : sources(path.join(dir, e.name))) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** The bonus kinds the server's code names: `kind: 'bonus.x'` and constants such as REBATE_KIND = 'bonus.rebate'. */
const bonusKinds = [...new Set(sources(serverDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(bonus\.[a-z_]+)'/g)].map((m) => m[1]!)))];

const lookUp = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('the record pages name every bonus kind', () => {
  it('finds the kinds the server pays bonuses with', () => {
    expect(bonusKinds).toEqual(expect.arrayContaining(['bonus.rebate', 'bonus.referral', 'bonus.ticket', 'bonus.raffle']));
  });

  it.each(bonusKinds)('%s has a name in words', (kind) => {
    expect(typeof lookUp(kindKey(kind))).toBe('string');
  });
});
