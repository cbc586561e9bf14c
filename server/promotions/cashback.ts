// Loss cashback (SAVIOR promotions, issue 13): a members' day whose net loss (bets − wins of the rounds settled that
// day) reaches a tier issues, once the day has closed, a reward of the tier's percent of the loss (at most the
// promotion's maxBonus) for the member to claim within claimDays. The cashback job issues them set-based, one
// transaction per (promotion, day): the rewards (key cashback:<promotion>:<member>:<day>) and their settlements
// rows (rule cashback:<promotion>) together, so a repeat or a second instance issues nothing twice.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import type { SaviorConfig } from '../../contract/rules/promotion-kinds.ts';
import { previousPeriod } from '../shared/periods.ts';
import { promotions } from '../db/schema-economy.ts';
import { runningPromotions, type PromotionRow } from './promotion-rows.ts';

const DAY = 86_400_000;

export const cashbackRule = (promotionId: number) => `cashback:${promotionId}`;
export const cashbackKey = (promotionId: number, memberId: number, day: string) => `cashback:${promotionId}:${memberId}:${day}`;

const configOf = (p: PromotionRow) => p.config as unknown as SaviorConfig;
/** A tier's percent in basis points, so the preview and the job's SQL compute the same centavo. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** The highest tier the loss reaches, or null. */
export function tierFor(config: SaviorConfig, loss: number): SaviorConfig['tiers'][number] | null {
  if (loss <= 0) return null;
  return [...config.tiers].sort((a, b) => b.netLoss - a.netLoss).find((t) => loss >= t.netLoss) ?? null;
}

/** What a day's loss pays: the tier's percent of it, rounded down to the centavo, at most maxBonus. */
export function cashbackFor(config: SaviorConfig, loss: number): number {
  const tier = tierFor(config, loss);
  return tier ? Math.min(config.maxBonus, Math.floor((loss * basisPoints(tier.percent)) / 10_000)) : 0;
}

/** The member's net loss (bets − wins of rounds settled in [from, to)); negative when they won. */
export async function netLossBetween(db: Db | Tx, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ loss: string | null }>(
    db,
    sql`select coalesce(sum(r.bet) - sum(r.win), 0) as loss from game_rounds r
        where r.member_id = ${memberId} and r.status = 'settled' and r.settled_at >= ${from.toISOString()}::timestamptz and r.settled_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(row?.loss ?? 0);
}

export interface CashbackPreview {
  promotion: PromotionRow;
  config: SaviorConfig;
  day: string;
  netLoss: number;
  tier: SaviorConfig['tiers'][number] | null;
  bonus: number;
}

/** The running cashback promotions with the member's loss of yesterday (the members' day) and what it reached. */
export async function cashbackPreviews(db: Db | Tx, memberId: number, now: Date, offsetMinutes: number): Promise<CashbackPreview[]> {
  const running = await runningPromotions(db, 'SAVIOR', now);
  if (running.length === 0) return [];
  const yesterday = previousPeriod('day', now, offsetMinutes);
  const loss = Math.max(0, await netLossBetween(db, memberId, yesterday.from, yesterday.to));
  return running.map((promotion) => {
    const config = configOf(promotion);
    return { promotion, config, day: yesterday.key, netLoss: loss, tier: tierFor(config, loss), bonus: cashbackFor(config, loss) };
  });
}

/**
 * Issues the cashback rewards of one members' day [from, to) (key `day`) for every cashback promotion that ran
 * during it: one transaction per promotion, set-based over the day's settled rounds. Trial accounts play with
 * play credit and earn none. Returns how many rewards were issued now (0 on a repeat).
 */
export async function issueCashback(db: Db, period: { from: Date; to: Date }, day: string, now: Date): Promise<number> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const ran = await db
    .select()
    .from(promotions)
    .where(
      sql`${promotions.type} = 'SAVIOR' and ${promotions.enabled} and ${promotions.startsAt} < ${to}::timestamptz
          and (${promotions.endsAt} is null or ${promotions.endsAt} > ${from}::timestamptz)`,
    )
    .orderBy(promotions.sort, promotions.id);
  let issued = 0;
  for (const promotion of ran) {
    const id = promotion.id;
    issued += await db.transaction(async (tx) => {
      const config = configOf(promotion);
      const tiers = sql.join(
        config.tiers.map((t) => sql`(${t.netLoss}::bigint, ${basisPoints(t.percent)}::bigint)`),
        sql`, `,
      );
      const expires = new Date(period.to.getTime() + config.claimDays * DAY).toISOString();
      const rows = await queryRows<{ member_id: number }>(
        tx,
        sql`with loss as (
              select r.member_id, (sum(r.bet) - sum(r.win))::bigint as loss
              from game_rounds r join members m on m.id = r.member_id
              where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz and m.type <> ${TRIAL_TYPE}
              group by r.member_id),
            tiers (net_loss, bp) as (values ${tiers}),
            due as (
              select l.member_id, l.loss,
                     least(${config.maxBonus}::bigint, (l.loss * (select t.bp from tiers t where t.net_loss <= l.loss order by t.net_loss desc limit 1)) / 10000) as amount
              from loss l where l.loss > 0 and l.loss >= (select min(net_loss) from tiers)),
            issued as (
              insert into rewards (key, member_id, promotion_id, type, title, amount, turnover_multiple, status, expires_at, created_at)
              select 'cashback:' || ${id}::text || ':' || d.member_id::text || ':' || ${day}::text, d.member_id, ${id}, 'SAVIOR', ${`${promotion.title} · ${day}`},
                     d.amount, ${promotion.turnoverMultiple}, 'available', ${expires}::timestamptz, ${now.toISOString()}::timestamptz
              from due d where d.amount > 0
              on conflict (key) do nothing
              returning id, member_id, amount)
            insert into settlements (rule, member_id, period, basis, amount, reward_id, created_at)
            select ${cashbackRule(id)}, i.member_id, ${day}, d.loss, i.amount, i.id, ${now.toISOString()}::timestamptz
            from issued i join due d on d.member_id = i.member_id
            on conflict do nothing
            returning member_id`,
      );
      return rows.length;
    });
  }
  return issued;
}
