// Newbie rewards (REGISTER promotions, issue 13): each names the member details it asks for; once every one is
// complete the member claims it once (key register:<promotion>:<member>), paid at the claim with its turnover.
// Where each detail lives is where the security centre and the withdraw page store it: profile fields in
// member_profiles.fields, the bound mobile and email and the payee name on members, bank accounts in bank_accounts.
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { rewards } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import type { NewbieField, RegisterConfig } from '../../contract/rules/promotion-kinds.ts';
import { alreadyClaimed, notRunning, runningPromotions, type PromotionRow } from './promotion-rows.ts';
import { claimRewardIn, issueRewards, type ClaimedReward } from '../rewards/service.ts';
import { Refusal } from '../shared/refusal.ts';

export const registerKey = (promotionId: number, memberId: number) => `register:${promotionId}:${memberId}`;

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The newbie fields the member has completed. */
export async function completedFields(db: Db | Tx, memberId: number): Promise<Set<NewbieField>> {
  const [row] = await queryRows<{
    mobile: string | null;
    email: string | null;
    payee_name: string | null;
    fields: Record<string, unknown> | string | null;
    banks: string | number;
  }>(
    db,
    sql`select m.mobile, m.email, m.payee_name, p.fields, (select count(*) from bank_accounts b where b.member_id = m.id) as banks
        from members m left join member_profiles p on p.member_id = m.id where m.id = ${memberId}`,
  );
  const done = new Set<NewbieField>();
  if (!row) return done;
  const profile = (typeof row.fields === 'string' ? JSON.parse(row.fields) : (row.fields ?? {})) as Record<string, unknown>;
  for (const f of ['birthday', 'address', 'nationality', 'occupation'] as const) if (filled(profile[f])) done.add(f);
  if (filled(row.mobile)) done.add('mobile');
  if (filled(row.email)) done.add('email');
  if (filled(row.payee_name)) done.add('payeeName');
  if (Number(row.banks) > 0) done.add('bankAccount');
  return done;
}

export interface NewbieState {
  promotion: PromotionRow;
  requiredFields: NewbieField[];
  accomplishedFields: NewbieField[];
  hasClaimed: boolean;
  claimable: boolean;
}

const requiredOf = (p: PromotionRow) => (p.config as unknown as RegisterConfig).requiredFields ?? [];

/** The running newbie rewards as the member sees them now. Reads only. */
export async function newbieRewards(db: Db | Tx, memberId: number, now: Date): Promise<NewbieState[]> {
  const running = await runningPromotions(db, 'REGISTER', now);
  if (running.length === 0) return [];
  const done = await completedFields(db, memberId);
  const keys = running.map((p) => registerKey(p.id, memberId));
  const claimed = new Set((await db.select({ key: rewards.key }).from(rewards).where(inArray(rewards.key, keys))).map((r) => r.key));
  return running.map((promotion) => {
    const requiredFields = requiredOf(promotion);
    const accomplishedFields = requiredFields.filter((f) => done.has(f));
    const hasClaimed = claimed.has(registerKey(promotion.id, memberId));
    const claimable = !hasClaimed && promotion.bonusAmount > 0 && accomplishedFields.length === requiredFields.length;
    return { promotion, requiredFields, accomplishedFields, hasClaimed, claimable };
  });
}

export async function claimableNewbieRewards(db: Db | Tx, memberId: number, now: Date): Promise<number> {
  return (await newbieRewards(db, memberId, now)).filter((r) => r.claimable).length;
}

/**
 * Claims a newbie reward: refused (nothing written) when the promotion is not running, was claimed, or a required
 * field is missing (required_member_information_incomplete, naming them); else issued and paid in one transaction.
 */
export function claimNewbieReward(db: Db, clock: Clock, currency: string, memberId: number, promotionId: number): Promise<ClaimedReward> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [promotion] = await runningPromotions(tx, 'REGISTER', now, promotionId);
    if (!promotion || promotion.bonusAmount <= 0) throw notRunning();
    const key = registerKey(promotion.id, memberId);
    if (
      (
        await tx
          .select({ id: rewards.id })
          .from(rewards)
          .where(inArray(rewards.key, [key]))
      ).length
    )
      throw alreadyClaimed();
    const done = await completedFields(tx, memberId);
    const missingFields = requiredOf(promotion).filter((f) => !done.has(f));
    if (missingFields.length)
      throw new Refusal('required_member_information_incomplete', `Please complete your details first: ${missingFields.join(', ')}`, { missingFields });
    const [id] = await issueRewards(tx, now, [
      {
        key,
        memberId,
        promotionId: promotion.id,
        type: 'REGISTER',
        title: promotion.title,
        amount: promotion.bonusAmount,
        turnoverMultiple: promotion.turnoverMultiple,
      },
    ]);
    if (id === undefined) throw alreadyClaimed();
    return claimRewardIn(tx, clock, currency, memberId, id);
  });
}
