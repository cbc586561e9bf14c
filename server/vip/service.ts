// VIP levels (docs/economy.md §VIP; issue 13 item 4). A member's level rises when their deposits and valid bets
// meet the next level's requirements (ALL: both, ANY: one of them), checked set-based by the vip-upgrades job;
// each level passed issues its upgrade bonus once, ever, as a reward the member claims in the reward centre. At a
// month's close, a member whose month missed their level's keep figures drops one level (the vip-maintenance job),
// once per member and month (a settlements row, rule vip-keep).
//
// What counts (docs/decisions.md, "VIP levels"):
// - deposits: paid deposit orders, at the time they were paid (closed_at); valid bets: VALID_BET over settled
//   rounds, at their settled time; both read from the rows themselves, so the figures are right before any
//   day-close job has run;
// - levels are climbed in order: a member reaches level n when the requirements of every level from 1 to n are
//   met, so the next level the VIP page shows is always the one that comes next;
// - the totals count from the member's last demotion (maintenance, or an operator lowering the level), or from
//   the start: otherwise the upgrade job would undo a demotion at its next run.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { vipChanges, vipLevels } from '../db/schema-economy.ts';
import { TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';
import { REBATE_RATES_BP, rebateRateBp } from '../../contract/rules/rebates.ts';
import type { RankProgress, VipCondition, VipLevelView } from '../../contract/vip/vip.ts';
import { periodOf, type EconomyPeriod } from '../shared/periods.ts';
import { issueRewards, type RewardIssue } from '../rewards/service.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { OperatorError } from '../shared/operator-error.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;

/** The reward type of an upgrade bonus (the reward centre and the promotions page group by it). */
export const UPGRADE_BONUS = 'UPGRADE_BONUS';
/** Days an upgrade bonus can be claimed. */
export const UPGRADE_BONUS_DAYS = 30;
/** The settlement rule of the monthly maintenance. */
export const VIP_KEEP_RULE = 'vip-keep';

const DAY = 86_400_000;
const n = (v: string | number | null | undefined) => Number(v ?? 0);
const iso = (d: Date) => d.toISOString();

export const upgradeRewardKey = (memberId: number, level: number) => `vip-upgrade:${memberId}:${level}`;
export const upgradeRewardTitle = (name: string) => `${name} upgrade bonus`;
/** The label of a level without a row in vip_levels (a database seeded before the levels). */
export const fallbackVipName = (level: number) => `VIP ${level}`;

export const vipLevelRows = (db: Db | Tx): Promise<VipLevelRow[]> => db.select().from(vipLevels).orderBy(vipLevels.level);

/** The name of a level, from vip_levels (the header's VIP label). */
export async function vipLevelName(db: Db | Tx, level: number): Promise<string> {
  const [row] = await db.select({ name: vipLevels.name }).from(vipLevels).where(eq(vipLevels.level, level));
  return row?.name ?? fallbackVipName(level);
}

/** Whether (deposit, valid bet) meet requirements of this kind: ALL needs both, ANY one of them. */
export const meets = (type: string, deposit: number, validBet: number, depositRequired: number, validBetRequired: number) =>
  type === 'ALL' ? deposit >= depositRequired && validBet >= validBetRequired : deposit >= depositRequired || validBet >= validBetRequired;

const metSql = (type: SQL, dep: SQL, bet: SQL, depRequired: SQL, betRequired: SQL) =>
  sql`(case when ${type} = 'ALL' then ${dep} >= ${depRequired} and ${bet} >= ${betRequired} else ${dep} >= ${depRequired} or ${bet} >= ${betRequired} end)`;

/** The instant a member's totals count from: their last demotion, null when never demoted. */
const countedSinceSql = (member: SQL) => sql`(select max(v.created_at) from vip_changes v where v.member_id = ${member} and v.to_level < v.from_level)`;

/** Paid deposits of a member in (after, upTo]; `after` null = from the start. */
const depositsSql = (member: SQL, after: SQL, upTo: SQL) =>
  sql`coalesce((select sum(o.amount) from deposit_orders o where o.member_id = ${member} and o.status = 'paid'
        and o.closed_at <= ${upTo} and (${after} is null or o.closed_at > ${after})), 0)`;

/** Valid bets of a member's rounds settled in (after, upTo]; `after` null = from the start. */
const validBetsSql = (member: SQL, after: SQL, upTo: SQL) =>
  sql`coalesce((select sum(${VALID_BET}) from game_rounds r join games g on g.node_id = r.node_id where r.member_id = ${member}
        and r.status = 'settled' and r.settled_at <= ${upTo} and (${after} is null or r.settled_at > ${after})), 0)`;

export interface UpgradeOutcome {
  /** Members whose level rose. */
  upgraded: { memberId: number; fromLevel: number; toLevel: number }[];
  /** Upgrade bonuses issued now. */
  rewards: number;
}

/**
 * Raises every member (not a trial account) whose totals meet a higher level to the highest level they reach,
 * writes the change (reason upgrade) and issues one upgrade bonus per level passed whose bonus is above 0 (key
 * vip-upgrade:<member>:<level>, so once per member and level ever). Set-based, one transaction; never lowers a
 * level; safe to repeat. `activeSince`: only members with a round settled or a deposit paid after it are looked
 * at (the job's way of not reading every member's whole history every few minutes); without it, everyone.
 */
export async function upgradeDue(db: Db, now: Date, opts: { activeSince?: Date } = {}): Promise<UpgradeOutcome> {
  const at = sql`${iso(now)}::timestamptz`;
  const active = opts.activeSince
    ? sql`and m.id in (select r.member_id from game_rounds r where r.settled_at > ${iso(opts.activeSince)}::timestamptz and r.settled_at <= ${at}
                       union select o.member_id from deposit_orders o where o.status = 'paid' and o.closed_at > ${iso(opts.activeSince)}::timestamptz and o.closed_at <= ${at})`
    : sql``;
  return db.transaction(async (tx) => {
    const levels = await vipLevelRows(tx);
    if (levels.length === 0) return { upgraded: [], rewards: 0 };
    const rows = await queryRows<{ member_id: number; from_level: number; to_level: number }>(
      tx,
      sql`with cand as (
            select m.id, m.vip_level from members m where m.type <> ${TRIAL_TYPE} ${active} for update of m),
          since as (select c.id, c.vip_level, ${countedSinceSql(sql`c.id`)} as s from cand c),
          tot as (
            select s.id, s.vip_level, ${depositsSql(sql`s.id`, sql`s.s`, at)} as dep, ${validBetsSql(sql`s.id`, sql`s.s`, at)} as bet from since s),
          reach as (
            select t.id, t.vip_level as from_level,
                   coalesce((select min(l.level) - 1 from vip_levels l
                             where l.level > 0 and not ${metSql(sql`l.condition_type`, sql`t.dep`, sql`t.bet`, sql`l.deposit_required`, sql`l.valid_bet_required`)}),
                            (select max(l.level) from vip_levels l)) as to_level
            from tot t),
          up as (
            update members m set vip_level = r.to_level from reach r
            where m.id = r.id and r.to_level > m.vip_level
            returning m.id, r.from_level, r.to_level)
          insert into vip_changes (member_id, from_level, to_level, reason, created_at)
          select id, from_level, to_level, 'upgrade', ${at} from up
          returning member_id, from_level, to_level`,
    );
    const upgraded = rows.map((r) => ({ memberId: n(r.member_id), fromLevel: n(r.from_level), toLevel: n(r.to_level) }));
    const expiresAt = new Date(now.getTime() + UPGRADE_BONUS_DAYS * DAY);
    const issues: RewardIssue[] = upgraded.flatMap((u) =>
      levels
        .filter((l) => l.level > u.fromLevel && l.level <= u.toLevel && l.level > 0 && l.upgradeBonus > 0)
        .map((l) => ({
          key: upgradeRewardKey(u.memberId, l.level),
          memberId: u.memberId,
          type: UPGRADE_BONUS,
          title: upgradeRewardTitle(l.name),
          amount: l.upgradeBonus,
          turnoverMultiple: l.upgradeTurnoverMultiple,
          expiresAt,
        })),
    );
    const issued = await issueRewards(tx, now, issues);
    return { upgraded, rewards: issued.length };
  });
}

export interface MaintenanceOutcome {
  /** Members judged for the month now (a vip-keep settlement row each). */
  judged: number;
  /** Members among them who dropped one level. */
  demoted: number[];
}

/**
 * The month's close: every member above level 0 (not a trial account, not raised since the month began) is
 * judged once for the month against their level's keep figures: a vip-keep settlement row (basis: the month's
 * valid bet, amount 0), and a drop of one level (reason maintenance) when the month's valid bets and deposits miss
 * them (ALL: both needed; ANY: one suffices). One statement: a second run, or a second instance, finds the rows
 * and changes nothing.
 */
export async function maintainLevels(db: Db | Tx, now: Date, month: EconomyPeriod): Promise<MaintenanceOutcome> {
  const at = sql`${iso(now)}::timestamptz`;
  const from = sql`${iso(month.from)}::timestamptz`;
  const to = sql`${iso(month.to)}::timestamptz`;
  const rows = await queryRows<{ id: number; demoted: boolean }>(
    db,
    sql`with cand as (
          select m.id, m.vip_level, l.keep_type, l.keep_deposit, l.keep_valid_bet
          from members m join vip_levels l on l.level = m.vip_level
          where m.vip_level > 0 and m.type <> ${TRIAL_TYPE}
            and not exists (select 1 from vip_changes v where v.member_id = m.id and v.to_level > v.from_level and v.created_at >= ${from})),
        fig as (
          select c.*, ${depositsSql(sql`c.id`, sql`(${from} - interval '1 microsecond')`, sql`(${to} - interval '1 microsecond')`)} as dep,
                 ${validBetsSql(sql`c.id`, sql`(${from} - interval '1 microsecond')`, sql`(${to} - interval '1 microsecond')`)} as bet
          from cand c),
        judged as (
          select f.*, ${metSql(sql`f.keep_type`, sql`f.dep`, sql`f.bet`, sql`f.keep_deposit`, sql`f.keep_valid_bet`)} as kept from fig f),
        settled as (
          insert into settlements (rule, member_id, period, basis, amount, created_at)
          select ${VIP_KEEP_RULE}, j.id, ${month.key}, j.bet, 0, ${at} from judged j
          on conflict do nothing
          returning member_id),
        down as (
          update members m set vip_level = j.vip_level - 1
          from judged j join settled s on s.member_id = j.id
          where m.id = j.id and not j.kept and m.vip_level = j.vip_level
          returning m.id, j.vip_level as from_level),
        changed as (
          insert into vip_changes (member_id, from_level, to_level, reason, created_at)
          select id, from_level, from_level - 1, 'maintenance', ${at} from down returning member_id)
        select s.member_id as id, exists (select 1 from changed c where c.member_id = s.member_id) as demoted from settled s`,
  );
  return { judged: rows.length, demoted: rows.filter((r) => r.demoted).map((r) => n(r.id)) };
}

/** The operator sets a member's level (no bonus); a change to a lower level restarts the member's totals. */
export async function setVipLevel(db: Db, now: Date, account: string, level: number): Promise<{ memberId: number; fromLevel: number; toLevel: number }> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ level: vipLevels.level }).from(vipLevels).where(eq(vipLevels.level, level));
    if (!target) throw new OperatorError(`No VIP level ${level}.`);
    const [member] = await queryRows<{ id: number; vip_level: number; type: number }>(
      tx,
      sql`select id, vip_level, type from members where account = ${account} for update`,
    );
    if (!member) throw new OperatorError(`No account ${account}.`);
    if (n(member.type) === TRIAL_TYPE) throw new OperatorError(`${account} is a trial account: it has no VIP level.`);
    const fromLevel = n(member.vip_level);
    if (fromLevel !== level) {
      await tx
        .update(members)
        .set({ vipLevel: level })
        .where(eq(members.id, n(member.id)));
      await tx.insert(vipChanges).values({ memberId: n(member.id), fromLevel, toLevel: level, reason: 'operator', createdAt: now });
    }
    return { memberId: n(member.id), fromLevel, toLevel: level };
  });
}

/** Withdrawals a day the member may request: the level's benefit, never fewer than the merchant's own count. */
export async function dailyWithdrawalLimit(db: Db | Tx, memberId: number, merchantCount: number): Promise<number> {
  const [row] = await queryRows<{ daily: number | null }>(
    db,
    sql`select l.daily_withdrawals as daily from members m join vip_levels l on l.level = m.vip_level where m.id = ${memberId}`,
  );
  return Math.max(merchantCount, n(row?.daily));
}

const percent = (bp: number) => bp / 100;

/** Every level with its requirements and benefits (GET MCSFE_getVipLevels). */
export async function vipLevelViews(db: Db | Tx): Promise<VipLevelView[]> {
  return (await vipLevelRows(db)).map((l) => ({
    level: l.level,
    name: l.name,
    conditionType: l.conditionType as VipCondition,
    depositRequired: toDecimal(l.depositRequired),
    validBetRequired: toDecimal(l.validBetRequired),
    keepType: l.keepType as VipCondition,
    keepDeposit: toDecimal(l.keepDeposit),
    keepValidBet: toDecimal(l.keepValidBet),
    upgradeBonus: toDecimal(l.upgradeBonus),
    upgradeTurnoverMultiple: l.upgradeTurnoverMultiple,
    rebateExtraPercent: percent(l.rebateExtraBp),
    rebates: GAME_TYPES.filter((type) => REBATE_RATES_BP[type] > 0).map((gameType) => ({
      gameType,
      percent: percent(rebateRateBp(gameType, l.rebateExtraBp)),
      extraPercent: percent(l.rebateExtraBp),
    })),
    dailyWithdrawals: l.dailyWithdrawals,
  }));
}

const figure = (actual: number, expected: number) => ({ actual: toDecimal(actual), expected: toDecimal(expected), met: actual >= expected });

/**
 * A member's progress (GET MCSFE_getPlayerRankProgress): their level, the next one with each requirement's actual
 * and expected figures, this month's keep figures for the level they hold, and the upgrade bonuses waiting in
 * the reward centre. Reads only.
 */
export async function rankProgress(db: Db | Tx, memberId: number, now: Date, offsetMinutes: number): Promise<RankProgress> {
  const month = periodOf('month', now, offsetMinutes);
  const at = sql`${iso(now)}::timestamptz`;
  const monthStart = sql`(${iso(month.from)}::timestamptz - interval '1 microsecond')`;
  const [row] = await queryRows<{
    vip_level: number;
    since: Date | string | null;
    dep: string;
    bet: string;
    month_dep: string;
    month_bet: string;
    waiting: string;
    waiting_amount: string;
    raised: boolean;
  }>(
    db,
    sql`with me as (select m.id, m.vip_level, ${countedSinceSql(sql`m.id`)} as since from members m where m.id = ${memberId})
        select me.vip_level, me.since,
               ${depositsSql(sql`me.id`, sql`me.since`, at)} as dep,
               ${validBetsSql(sql`me.id`, sql`me.since`, at)} as bet,
               ${depositsSql(sql`me.id`, monthStart, at)} as month_dep,
               ${validBetsSql(sql`me.id`, monthStart, at)} as month_bet,
               (select count(*) from rewards w where w.member_id = me.id and w.type = ${UPGRADE_BONUS} and w.status = 'available'
                  and (w.expires_at is null or w.expires_at > ${at})) as waiting,
               (select coalesce(sum(w.amount), 0) from rewards w where w.member_id = me.id and w.type = ${UPGRADE_BONUS} and w.status = 'available'
                  and (w.expires_at is null or w.expires_at > ${at})) as waiting_amount,
               exists (select 1 from vip_changes v where v.member_id = me.id and v.to_level > v.from_level
                  and v.created_at >= ${iso(month.from)}::timestamptz) as raised
        from me`,
  );
  const levels = await vipLevelRows(db);
  const level = n(row?.vip_level);
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level > level) ?? null;
  const dep = n(row?.dep);
  const bet = n(row?.bet);
  const conditions = next
    ? [
        { kind: 'totalDeposit' as const, ...figure(dep, next.depositRequired) },
        { kind: 'totalValidBet' as const, ...figure(bet, next.validBetRequired) },
      ]
    : [];
  const met = conditions.filter((c) => c.met).length;
  const totalConditions = !next ? 0 : next.conditionType === 'ALL' ? conditions.length : 1;
  const monthDep = n(row?.month_dep);
  const monthBet = n(row?.month_bet);
  const since = row?.since ? new Date(row.since) : null;
  return {
    level,
    name: current?.name ?? fallbackVipName(level),
    next: next ? { level: next.level, name: next.name } : null,
    conditionType: next ? (next.conditionType as VipCondition) : null,
    conditions,
    completedConditions: Math.min(met, totalConditions),
    totalConditions,
    countedSince: since ? since.toISOString() : null,
    keep:
      current && level > 0
        ? {
            keepType: current.keepType as VipCondition,
            monthlyValidBet: figure(monthBet, current.keepValidBet),
            monthlyDeposit: figure(monthDep, current.keepDeposit),
            kept: meets(current.keepType, monthDep, monthBet, current.keepDeposit, current.keepValidBet),
            dropsTo: levels.find((l) => l.level === level - 1)?.name ?? fallbackVipName(level - 1),
            raisedThisMonth: row?.raised === true,
            monthEnd: month.to.toISOString(),
          }
        : null,
    upgradeBonusWaiting: { count: n(row?.waiting), amount: toDecimal(n(row?.waiting_amount)) },
  };
}
