// The reward centre's promotion lists as the site shows them: the sign-in week, the newcomer's rewards and the
// cashback (savior) tiers with yesterday's figures. The rules are the promotions area's (sign-in.ts, newbie.ts,
// cashback.ts).
import type { Db } from '../db/client.ts';
import { signInWeeks } from '../promotions/sign-in.ts';
import { newbieRewards } from '../promotions/newbie.ts';
import { cashbackPreviews } from '../promotions/cashback.ts';
import type { LoginPromotion, RegisterPromotion, SaviorPromotion } from '../../contract/rewards/rewards.ts';
import type { NewbieField } from '../../contract/rules/promotion-kinds.ts';
import { toDecimal } from '../ledger/amounts.ts';

export async function loginPromotionList(db: Db, memberId: number, now: Date, offset: number) {
  const weeks = await signInWeeks(db, memberId, now, offset);
  const list: LoginPromotion[] = weeks.map((w) => ({
    promotionId: w.promotion.id,
    title: w.promotion.title,
    turnoverMultiple: w.promotion.turnoverMultiple,
    weekStart: w.weekStart,
    weekEnd: w.weekEnd,
    todayValidBet: toDecimal(w.todayValidBet),
    cells: w.cells.map((c) => ({ ...c, amount: toDecimal(c.amount), validBetRequired: toDecimal(c.validBetRequired) })),
  }));
  return { list };
}

export async function registerPromotionList(db: Db, memberId: number, now: Date) {
  const states = await newbieRewards(db, memberId, now);
  const list: RegisterPromotion[] = states.map((r) => ({
    promotionId: r.promotion.id,
    title: r.promotion.title,
    content: r.promotion.content,
    bonus: toDecimal(r.promotion.bonusAmount),
    turnover: r.promotion.turnoverMultiple,
    requiredFields: r.requiredFields as NewbieField[],
    accomplishedFields: r.accomplishedFields,
    hasClaimed: r.hasClaimed,
    claimable: r.claimable,
  }));
  return { list };
}

export async function saviorPromotionList(db: Db, memberId: number, now: Date, offset: number) {
  const previews = await cashbackPreviews(db, memberId, now, offset);
  const tier = (t: { netLoss: number; percent: number }) => ({ netLoss: toDecimal(t.netLoss), percent: t.percent });
  const list: SaviorPromotion[] = previews.map((p) => ({
    promotionId: p.promotion.id,
    title: p.promotion.title,
    tiers: [...p.config.tiers].sort((a, b) => a.netLoss - b.netLoss).map(tier),
    maxBonus: toDecimal(p.config.maxBonus),
    claimDays: p.config.claimDays,
    turnoverMultiple: p.promotion.turnoverMultiple,
    yesterday: { day: p.day, netLoss: toDecimal(p.netLoss), tier: p.tier ? tier(p.tier) : null, bonus: toDecimal(p.bonus) },
  }));
  return { list };
}
