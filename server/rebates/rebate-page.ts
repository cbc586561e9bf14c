// The member's rebate page as the site shows it: today's lines by game type with what is due, and what yesterday's
// close paid (service.ts reads both).
import type { Db } from '../db/client.ts';
import { memberRebates } from './service.ts';
import { toDecimal } from '../ledger/amounts.ts';

/** `manualClaim`: whether the merchant lets members claim before the day closes (MANPLAYREB3). */
export async function rebatePage(db: Db, memberId: number, now: Date, offsetMinutes: number, manualClaim: boolean) {
  const r = await memberRebates(db, memberId, now, offsetMinutes);
  const paid = r.yesterday.paid.map((p) => ({ gameType: p.gameType, amount: toDecimal(p.amount) }));
  return {
    day: r.day,
    manualClaim,
    vipLevel: r.vipLevel,
    lines: r.lines.map((l) => ({
      gameType: l.gameType,
      rate: l.rateBp / 100,
      validBet: toDecimal(l.validBet),
      bonusBet: toDecimal(l.bonusBet),
      claimed: toDecimal(l.claimed),
      due: toDecimal(l.due),
    })),
    totalDue: toDecimal(r.lines.reduce((s, l) => s + l.due, 0)),
    yesterday: { day: r.yesterday.day, paid, total: toDecimal(r.yesterday.paid.reduce((s, p) => s + p.amount, 0)) },
  };
}
