// VIP levels (issue 13 item 4, docs/economy.md §VIP): every level's requirements and benefits, and a member's
// progress to the next level (the platform's getPlayerRankProgress, docs/product.md §7.14). Money in decimals with 2
// places.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { GAME_TYPES } from '../catalogue/catalogue.ts';

/** ALL: every requirement must be met; ANY: one suffices. */
export const vipCondition = z.enum(['ALL', 'ANY']);
export type VipCondition = z.infer<typeof vipCondition>;

export const vipLevelView = z.object({
  level: z.number().int(),
  name: z.string(),
  /** How the two requirements combine to reach this level. */
  conditionType: vipCondition,
  /** Total deposits needed (counted from the member's last demotion). */
  depositRequired: z.number(),
  /** Total valid bets needed (counted from the member's last demotion). */
  validBetRequired: z.number(),
  /** How the monthly keep figures combine: miss them and the level drops by one at the month's close. */
  keepType: vipCondition,
  keepDeposit: z.number(),
  keepValidBet: z.number(),
  /** Paid once as a reward to claim in the reward centre when the level is first reached; 0 for none. */
  upgradeBonus: z.number(),
  /** Valid bets of this many times the bonus before a withdrawal, once the bonus is claimed. */
  upgradeTurnoverMultiple: z.number().int(),
  /** Percentage points added to every game type's rebate rate that is above 0. */
  rebateExtraPercent: z.number(),
  /** The rebate rate at this level by game type (types without a rebate left out), in percent. */
  rebates: z.array(z.object({ gameType: z.enum(GAME_TYPES), percent: z.number(), extraPercent: z.number() })),
  /** Withdrawals a day the level allows. */
  dailyWithdrawals: z.number().int(),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

export const vipLevelList = z.object({ levels: z.array(vipLevelView) });
export type VipLevelList = z.infer<typeof vipLevelList>;

/** One figure against its target. */
export const vipFigure = z.object({ actual: z.number(), expected: z.number(), met: z.boolean() });
export type VipFigure = z.infer<typeof vipFigure>;

export const rankCondition = vipFigure.extend({ kind: z.enum(['totalDeposit', 'totalValidBet']) });
export type RankCondition = z.infer<typeof rankCondition>;

export const rankProgress = z.object({
  level: z.number().int(),
  name: z.string(),
  /** null at the top level ("Max rank"). */
  next: z.object({ level: z.number().int(), name: z.string() }).nullable(),
  /** The next level's condition type; null at the top. */
  conditionType: vipCondition.nullable(),
  /** The next level's requirements against the member's totals; empty at the top. */
  conditions: z.array(rankCondition),
  completedConditions: z.number().int(),
  /** Requirements the next level needs met: ALL every one, ANY one. */
  totalConditions: z.number().int(),
  /** ISO date-time: the member's totals count from this demotion; null when they count from the start. */
  countedSince: z.string().nullable(),
  /** This month's keep figures for the level held; null at level 0 (nothing to keep). */
  keep: z
    .object({
      keepType: vipCondition,
      monthlyValidBet: vipFigure,
      monthlyDeposit: vipFigure,
      /** Whether the month so far keeps the level. */
      kept: z.boolean(),
      /** The name of the level a miss drops to. */
      dropsTo: z.string(),
      /** The level was raised this month: this month's close does not judge it. */
      raisedThisMonth: z.boolean(),
      /** ISO date-time: when the month closes and the keep figures are judged. */
      monthEnd: z.string(),
    })
    .nullable(),
  /** Upgrade bonuses issued and not yet claimed (they wait in the reward centre). */
  upgradeBonusWaiting: z.object({ count: z.number().int(), amount: z.number() }),
});
export type RankProgress = z.infer<typeof rankProgress>;

const tag = 'vip';

export const vipCalls = {
  vipLevels: { tag, summary: 'Every VIP level with its requirements, keep figures and benefits', value: vipLevelList },
  rankProgress: { tag, summary: "The member's VIP level, progress to the next one and this month's keep figures", value: rankProgress },
} as const satisfies CallTable;
