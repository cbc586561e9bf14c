// The VIP levels (issue 13, docs/economy.md §VIP): VIP 0 to VIP 10, reached by total deposits and total valid
// bets (ALL: both, ANY: one of them) and kept each month by the keep figures, else the member drops one level.
// Its own seed run ('vip-levels'), so a database seeded before it gets the levels once, on the next start.
//
// VIP 1 is in reach of a few minutes of demo play (a ₱100 deposit or ₱500 of valid bets). The demo accounts'
// levels (content.ts: demo VIP 2, agent01 VIP 5, secure01/02 VIP 3, down01/down03 VIP 1) are all levels of this
// table; the upgrade job only raises a level, so they keep theirs until their play takes them higher, and the
// monthly maintenance judges them by these keep figures like everyone else.
import type { Db } from '../db/client.ts';
import { vipLevels } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { seedOnce } from '../seed/seed-run.ts';

const SEED = { name: 'vip-levels', version: 1 };

type Condition = 'ALL' | 'ANY';

/** One level in pesos (the seed turns them into centavos). */
export interface VipLevelSeed {
  level: number;
  deposit: number;
  validBet: number;
  condition: Condition;
  keepValidBet: number;
  keepDeposit: number;
  keep: Condition;
  bonus: number;
  multiple: number;
  rebateExtraBp: number;
  dailyWithdrawals: number;
}

const L = (
  level: number,
  [deposit, validBet, condition]: [number, number, Condition],
  [keepValidBet, keepDeposit, keep]: [number, number, Condition],
  [bonus, multiple]: [number, number],
  rebateExtraBp: number,
  dailyWithdrawals: number,
): VipLevelSeed => ({ level, deposit, validBet, condition, keepValidBet, keepDeposit, keep, bonus, multiple, rebateExtraBp, dailyWithdrawals });

//            level  [deposit, valid bet, condition]   [keep bet, keep deposit, keep]  [bonus, x]   rebate+bp  withdrawals/day
export const VIP_LEVELS: readonly VipLevelSeed[] = [
  L(0, [0, 0, 'ANY'], [0, 0, 'ANY'], [0, 0], 0, 5),
  L(1, [100, 500, 'ANY'], [500, 100, 'ANY'], [18, 1], 2, 5),
  L(2, [1_000, 5_000, 'ANY'], [2_000, 300, 'ANY'], [58, 1], 4, 6),
  L(3, [5_000, 20_000, 'ALL'], [5_000, 1_000, 'ANY'], [188, 1], 6, 6),
  L(4, [20_000, 80_000, 'ALL'], [15_000, 3_000, 'ANY'], [388, 2], 9, 8),
  L(5, [50_000, 200_000, 'ANY'], [40_000, 8_000, 'ALL'], [888, 2], 12, 8),
  L(6, [100_000, 500_000, 'ALL'], [80_000, 15_000, 'ALL'], [1_888, 2], 15, 10),
  L(7, [300_000, 1_500_000, 'ALL'], [200_000, 40_000, 'ALL'], [3_888, 2], 18, 12),
  L(8, [800_000, 4_000_000, 'ANY'], [500_000, 100_000, 'ANY'], [8_888, 3], 22, 15),
  L(9, [2_000_000, 10_000_000, 'ALL'], [1_200_000, 250_000, 'ALL'], [18_888, 3], 26, 20),
  L(10, [5_000_000, 30_000_000, 'ALL'], [3_000_000, 600_000, 'ALL'], [38_888, 3], 30, 30),
];

const centavos = (pesos: number) => Math.round(pesos * 100);

export async function seedVipLevels(db: Db, clock: Clock): Promise<boolean> {
  return seedOnce(db, SEED, clock.now(), async (tx) => {
    await tx
      .insert(vipLevels)
      .values(
        VIP_LEVELS.map((l) => ({
          level: l.level,
          name: `VIP ${l.level}`,
          depositRequired: centavos(l.deposit),
          validBetRequired: centavos(l.validBet),
          conditionType: l.condition,
          keepDeposit: centavos(l.keepDeposit),
          keepValidBet: centavos(l.keepValidBet),
          keepType: l.keep,
          upgradeBonus: centavos(l.bonus),
          upgradeTurnoverMultiple: l.multiple,
          rebateExtraBp: l.rebateExtraBp,
          dailyWithdrawals: l.dailyWithdrawals,
        })),
      )
      .onConflictDoNothing();
  });
}
