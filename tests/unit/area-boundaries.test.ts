// The lint rules that keep the areas apart (eslint/area-boundaries.js, eslint.config.js): an import across areas
// outside the listed edges, drizzle in a route handler and a write to the ledger's tables outside server/ledger are
// refused; the floors, the contract and a listed edge are not.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('area boundaries', () => {
  it('refuses an import of another area that is not a listed edge, on the server and on the site', async () => {
    expect(await problems('server/vip/service.ts', "import { pointsOps } from '../points/ops.ts';\nexport const x = pointsOps;\n")).toEqual([
      expect.stringMatching(/^playstate\/area-boundaries: The area 'vip' imports 'server\/points\/ops.ts' of the area 'points'/),
    ]);
    expect(await problems('src/ui/vip/vip-page.tsx', "import { RaffleCard } from '../raffle/raffle-card.tsx';\nexport const x = RaffleCard;\n")).toEqual([
      expect.stringMatching(/^playstate\/area-boundaries: The area 'vip' imports 'src\/ui\/raffle\/raffle-card.tsx'/),
    ]);
  }, 60_000);

  it('lets an area import the floors, the contract, itself and a listed edge', async () => {
    const code = [
      "import { transferIn } from '../ledger/transfer.ts';",
      "import type { VipLevel } from '../../contract/vip/vip.ts';",
      "import type { Points } from '../../contract/points/points.ts';",
      "import { vipOverview } from './service.ts';",
      "import { rewardsOf } from '../rewards/service.ts';",
      'export const x = [transferIn, vipOverview, rewardsOf];',
      'export type Y = VipLevel | Points;',
    ].join('\n');
    expect((await problems('server/vip/jobs.ts', code)).filter((p) => p.startsWith('playstate/'))).toEqual([]);
  }, 60_000);

  it('refuses server/http in a service, not in a route file (issue 36)', async () => {
    const code = "import { ApiError } from '../http/envelope.ts';\nexport const x = ApiError;\n";
    expect(await problems('server/rewards/service.ts', code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*A service throws Refusal/)]);
    expect((await problems('server/rewards/routes.ts', code)).filter((p) => p.startsWith('no-restricted-imports'))).toEqual([]);
    expect(await problems('server/vendor/operator-wallet.ts', "import { safeError } from '../http/log-redaction.ts';\nexport const x = safeError;\n")).toEqual(
      [],
    );
  }, 60_000);

  it('refuses drizzle in a route handler, and a ledger write outside server/ledger', async () => {
    expect(await problems('server/vip/routes.ts', "import { sql } from 'drizzle-orm';\nexport const x = sql;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'drizzle-orm' import is restricted/),
    ]);
    const write = "import { sql } from 'drizzle-orm';\nexport const q = sql`insert into ledger_entries (transfer_id) values (1)`;\n";
    expect(await problems('server/vip/service.ts', write)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Ledger rows are written only by server\/ledger/),
    ]);
    expect(await problems('server/ledger/bulk.ts', write)).toEqual([]);
  }, 60_000);
});
