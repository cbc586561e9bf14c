// Promotions (issue 13 item 5, docs/economy.md §rewards): the page's cards with each member's status, joining a JOIN
// promotion and the set-based payout of its target, applying for an APPLY one and the operator's review. A member
// has at most one entry per promotion (promotion_entries' unique index): join (joined, then issued) or apply
// (applying, then rejected or issued). An issued entry points at its reward, which the member claims in the reward
// centre or on the card (claimRewardIn); the reward's state decides Claim and Claimed.
import type { Clock } from '../deps.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { messages } from '../db/schema-wallet.ts';
import { promotionEntries, promotionEntryImages, promotions, rewards } from '../db/schema-economy.ts';
import { issueRewards, rewardState } from '../rewards/service.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { cleanRemark, remarkProblem, type ApplicationImageType, type PromotionStatus } from '../../contract/rules/promotion-application.ts';
import type { PromotionCategory, PromotionType } from '../../contract/rules/promotion-kinds.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { OperatorError } from '../shared/operator-error.ts';

const DAY_MS = 86_400_000;
/** How long an issued promotion reward can be claimed. */
export const PROMOTION_REWARD_DAYS = 7;

export type PromotionRow = typeof promotions.$inferSelect;
export type EntryRow = typeof promotionEntries.$inferSelect;
type RewardRow = typeof rewards.$inferSelect;

/**
 * The game types a JOIN promotion's valid bets are counted on, by its category (a fishing race counts fishing
 * games); categories that are not a game type count every game.
 */
export const CATEGORY_GAME_TYPES: Partial<Record<PromotionCategory, readonly string[]>> = {
  rng: ['RNG'],
  live: ['LIVE'],
  fish: ['FISH'],
  pvp: ['PVP'],
  sport: ['SPORTS', 'ESPORTS'],
  lotto: ['LOTT', 'ELOTT'],
};

/** SQL: the game types of category `p.category` as a text array, or null for every game. */
const categoryTypesSql = sql.raw(
  `(case p.category ${Object.entries(CATEGORY_GAME_TYPES)
    .map(([category, types]) => `when '${category}' then array[${types.map((t) => `'${t}'`).join(',')}]::text[]`)
    .join(' ')} else null end)`,
);

/**
 * SQL: the valid bets counted toward the JOIN target of entry `e` in promotion `p` up to `now`: rounds of the member
 * settled since joining and before the promotion's end, on the category's game types.
 */
const joinPlayedSql = (now: Date) => sql`(select coalesce(sum(${VALID_BET}), 0) from game_rounds r join games g on g.node_id = r.node_id
  where r.member_id = e.member_id and r.status = 'settled' and r.settled_at > e.created_at
    and r.settled_at <= ${now.toISOString()}::timestamptz
    and (p.ends_at is null or r.settled_at < p.ends_at)
    and (${categoryTypesSql} is null or g.game_type = any(${categoryTypesSql})))`;

const hasStarted = (p: PromotionRow, now: Date) => p.startsAt <= now;
const hasEnded = (p: PromotionRow, now: Date) => p.endsAt !== null && p.endsAt <= now;

/** The card's status for a caller with this entry (and its reward), or none (a visitor, or no entry). */
export function cardStatus(p: PromotionRow, entry: EntryRow | null, reward: RewardRow | null, now: Date): PromotionStatus {
  if (!hasStarted(p, now)) return 'comingSoon';
  if (entry?.status === 'issued' && reward) {
    const state = rewardState(reward, now);
    // An issued reward left past its expiry has nothing more to offer.
    return state === 'claimed' ? 'claimed' : state === 'available' ? 'claim' : 'closed';
  }
  // An application is reviewed (and a rejection stays told) after the end too.
  if (entry?.status === 'applying') return 'applying';
  if (entry?.status === 'rejected') return 'rejected';
  if (hasEnded(p, now)) return 'closed';
  if (entry?.status === 'joined') return 'joined';
  if (p.type === 'JOIN') return 'join';
  if (p.type === 'APPLY') return 'apply';
  return 'go';
}

export interface CardRow {
  promotion: PromotionRow;
  entry: EntryRow | null;
  reward: RewardRow | null;
  status: PromotionStatus;
  /** JOIN, joined: centavos of valid bets counted so far. */
  played: number | null;
}

const STATUS_ORDER = (s: PromotionStatus) => (s === 'closed' ? 2 : s === 'comingSoon' ? 1 : 0);

/** Every enabled promotion with the member's status (memberId null: a visitor): running first, then coming soon, then closed. */
export async function promotionCards(db: Db, now: Date, memberId: number | null): Promise<CardRow[]> {
  const list = await db.select().from(promotions).where(eq(promotions.enabled, true)).orderBy(asc(promotions.sort), asc(promotions.id));
  const entries = memberId === null ? [] : await db.select().from(promotionEntries).where(eq(promotionEntries.memberId, memberId));
  const rewardIds = entries.map((e) => e.rewardId).filter((id): id is number => id !== null);
  const rewardRows = rewardIds.length ? await db.select().from(rewards).where(inArray(rewards.id, rewardIds)) : [];
  const joined = entries.filter((e) => e.status === 'joined').map((e) => e.id);
  const played = new Map<number, number>();
  if (joined.length) {
    const rows = await queryRows<{ id: number; played: string }>(
      db,
      sql`select e.id, ${joinPlayedSql(now)} as played from promotion_entries e join promotions p on p.id = e.promotion_id
          where e.id in (${sql.join(
            joined.map((id) => sql`${id}`),
            sql`, `,
          )}) and p.type = 'JOIN'`,
    );
    for (const r of rows) played.set(Number(r.id), Number(r.played));
  }
  const cards = list.map((promotion): CardRow => {
    const entry = entries.find((e) => e.promotionId === promotion.id) ?? null;
    const reward = (entry?.rewardId && rewardRows.find((r) => r.id === entry.rewardId)) || null;
    return { promotion, entry, reward, status: cardStatus(promotion, entry, reward, now), played: entry ? (played.get(entry.id) ?? null) : null };
  });
  // A stable sort: the operator's order within each group.
  return cards.sort((a, b) => STATUS_ORDER(a.status) - STATUS_ORDER(b.status));
}

/** The target of a JOIN promotion (centavos), from its config; null for other types. */
export const joinTarget = (p: PromotionRow): number | null =>
  p.type === 'JOIN' ? Number((p.config as { validBetTarget?: number }).validBetTarget ?? 0) : null;

async function runningPromotion(tx: Tx, now: Date, promotionId: number, type: PromotionType): Promise<PromotionRow> {
  const [p] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, promotionId), eq(promotions.enabled, true)));
  if (!p) throw new Refusal('promotion.not.found', 'No such promotion');
  if (p.type !== type)
    throw type === 'JOIN'
      ? new Refusal('promotion.not.joinable', 'This promotion cannot be joined')
      : new Refusal('promotion.not.applicable', 'This promotion takes no applications');
  if (!hasStarted(p, now)) throw new Refusal('promotion.not.started', 'This promotion has not started yet');
  if (hasEnded(p, now)) throw new Refusal('promotion.closed', 'This promotion has ended');
  return p;
}

/** The member's entry state in a promotion, for an "already" refusal. */
async function entryState(tx: Tx, now: Date, p: PromotionRow, memberId: number) {
  const [entry] = await tx
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.memberId, memberId)));
  const [reward] = entry?.rewardId ? await tx.select().from(rewards).where(eq(rewards.id, entry.rewardId)) : [];
  return { promotionId: p.id, status: cardStatus(p, entry ?? null, reward ?? null, now) };
}

/** Joins a running JOIN promotion; refuses (Refusal) anything else, writing nothing. */
export function joinPromotion(db: Db, now: Date, memberId: number, promotionId: number) {
  return db.transaction(async (tx) => {
    const p = await runningPromotion(tx, now, promotionId, 'JOIN');
    const [row] = await tx
      .insert(promotionEntries)
      .values({ promotionId: p.id, memberId, kind: 'join', status: 'joined', createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Refusal('promotion.already.joined', 'You have joined this promotion already', await entryState(tx, now, p, memberId));
    return { promotionId: p.id, status: cardStatus(p, row, null, now) };
  });
}

export interface ApplicationImage {
  mime: ApplicationImageType;
  bytes: Buffer;
}

const REMARK_MESSAGES = {
  'promotion.remark.required': 'Please write a remark for the reviewer',
  'promotion.remark.tooLong': 'The remark can be at most 140 characters',
} as const;

/**
 * Applies for a running APPLY promotion with a remark and the images already checked by content: the entry and its
 * images in one transaction, so a refusal (or a failure) stores nothing.
 */
/**
 * Refuses (Refusal) an application that would be refused whatever its images: no such running APPLY promotion, or
 * one the member has applied for already. Checked before the upload is read (issue 39 item 4); the application's
 * transaction checks again.
 */
function checkApplicationOpen(db: Db, now: Date, memberId: number, promotionId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const p = await runningPromotion(tx, now, promotionId, 'APPLY');
    const [entry] = await tx
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.memberId, memberId)));
    if (entry) throw new Refusal('promotion.already.applied', 'You have applied for this promotion already', await entryState(tx, now, p, memberId));
  });
}

/**
 * Applies for a running APPLY promotion. `read` reads the remark and the images from the upload: it is called only
 * once the member may apply, so a refused application never has its images read.
 */
export async function applyForPromotion(
  db: Db,
  clock: Clock,
  memberId: number,
  promotionId: number,
  read: () => Promise<{ remark: string; images: readonly ApplicationImage[] }>,
) {
  await checkApplicationOpen(db, clock.now(), memberId, promotionId);
  const { remark, images } = await read();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const p = await runningPromotion(tx, now, promotionId, 'APPLY');
    const problem = remarkProblem(remark);
    if (problem === 'promotion.remark.required' || problem === 'promotion.remark.tooLong') throw new Refusal(problem, REMARK_MESSAGES[problem]);
    const [row] = await tx
      .insert(promotionEntries)
      .values({ promotionId: p.id, memberId, kind: 'apply', status: 'applying', remark: cleanRemark(remark), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Refusal('promotion.already.applied', 'You have applied for this promotion already', await entryState(tx, now, p, memberId));
    if (images.length)
      await tx
        .insert(promotionEntryImages)
        .values(images.map((img) => ({ entryId: row.id, mime: img.mime, size: img.bytes.length, bytes: img.bytes, createdAt: now })));
    return { promotionId: p.id, status: cardStatus(p, row, null, now) };
  });
}

/**
 * The JOIN payout (the promotion-join job): every joined member whose valid bets since joining reach the promotion's
 * target gets its reward, once (key `join:<promotion>:<member>`), and the entry is marked issued with it; each is
 * told by a platform message. Set-based: three statements in one transaction, whatever the number of members.
 * Returns how many rewards were issued now.
 */
export async function payJoinTargets(db: Db, now: Date, currencySymbol: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ entry_id: number; member_id: number; promotion_id: number; title: string; bonus_amount: string; turnover_multiple: number }>(
      tx,
      sql`select e.id as entry_id, e.member_id, p.id as promotion_id, p.title, p.bonus_amount, p.turnover_multiple
          from promotion_entries e join promotions p on p.id = e.promotion_id
          where e.status = 'joined' and e.kind = 'join' and p.type = 'JOIN' and p.enabled and p.bonus_amount > 0
            and ${joinPlayedSql(now)} >= coalesce((p.config->>'validBetTarget')::bigint, 0)
          for update of e`,
    );
    if (!due.length) return 0;
    const expiresAt = new Date(now.getTime() + PROMOTION_REWARD_DAYS * DAY_MS);
    const issued = await issueRewards(
      tx,
      now,
      due.map((d) => ({
        key: `join:${d.promotion_id}:${d.member_id}`,
        memberId: Number(d.member_id),
        promotionId: Number(d.promotion_id),
        type: 'JOIN',
        title: d.title,
        amount: Number(d.bonus_amount),
        turnoverMultiple: Number(d.turnover_multiple),
        expiresAt,
      })),
    );
    // Every due entry points at its reward, issued now or (after a run that died before this) earlier.
    const marked = await queryRows<{ member_id: number; title: string; amount: string; expires_at: Date | string }>(
      tx,
      sql`update promotion_entries e set status = 'issued', reward_id = r.id, reviewed_at = ${now.toISOString()}::timestamptz
          from rewards r where r.key = 'join:' || e.promotion_id || ':' || e.member_id
            and e.id in (${sql.join(
              due.map((d) => sql`${d.entry_id}`),
              sql`, `,
            )})
          returning e.member_id, r.title, r.amount, r.expires_at`,
    );
    if (marked.length)
      await tx.insert(messages).values(
        marked.map((m) => ({
          memberId: Number(m.member_id),
          title: 'Promotion target reached',
          content: `You reached the target of “${m.title}”: ${money(currencySymbol, Number(m.amount))} is waiting for you on the promotions page and in the reward centre. Claim it by ${new Date(m.expires_at).toISOString().slice(0, 10)}.`,
          createdAt: now,
        })),
      );
    return issued.length;
  });
}

const money = (symbol: string, centavos: number) =>
  `${symbol}${toDecimal(centavos).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface ApplicationRow {
  entry: EntryRow;
  promotion: PromotionRow;
  account: string;
  images: number;
}

/** Applications for the operator: those waiting (or every one with `all`), oldest first. */
export async function applications(db: Db | Tx, all = false, limit = 50): Promise<ApplicationRow[]> {
  const rows = await db
    .select({
      entry: promotionEntries,
      promotion: promotions,
      account: members.account,
      images: sql<number>`(select count(*) from promotion_entry_images i where i.entry_id = ${promotionEntries.id})`,
    })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(and(eq(promotionEntries.kind, 'apply'), all ? undefined : eq(promotionEntries.status, 'applying')))
    .orderBy(asc(promotionEntries.createdAt), asc(promotionEntries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, images: Number(r.images) }));
}

/** The images of an application, in the order they were sent. */
export const applicationImages = (db: Db | Tx, entryId: number) =>
  db.select().from(promotionEntryImages).where(eq(promotionEntryImages.entryId, entryId)).orderBy(asc(promotionEntryImages.id));

/** Takes the application for a decision: only one that is still applying, so a second decision finds nothing. */
async function takeApplication(tx: Tx, entryId: number, now: Date, status: 'issued' | 'rejected', note: string | null) {
  const [entry] = await tx
    .update(promotionEntries)
    .set({ status, reviewedAt: now, reviewNote: note })
    .where(and(eq(promotionEntries.id, entryId), eq(promotionEntries.kind, 'apply'), eq(promotionEntries.status, 'applying')))
    .returning();
  if (!entry) {
    const [seen] = await tx
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.id, entryId), eq(promotionEntries.kind, 'apply')));
    throw new OperatorError(seen ? `Application ${entryId} was decided already (${seen.status}).` : `No application ${entryId}.`);
  }
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, entry.promotionId));
  return { entry, promotion: promotion! };
}

/** Approves an application: issues its reward (key `application:<entry>`), marks it issued and tells the member. */
export function approveApplication(db: Db, now: Date, entryId: number, currencySymbol: string) {
  return db.transaction(async (tx) => {
    const { entry, promotion } = await takeApplication(tx, entryId, now, 'issued', null);
    if (promotion.bonusAmount <= 0) throw new OperatorError(`${promotion.code} has no bonus amount to issue.`);
    const expiresAt = new Date(now.getTime() + PROMOTION_REWARD_DAYS * DAY_MS);
    const key = `application:${entry.id}`;
    await issueRewards(tx, now, [
      {
        key,
        memberId: entry.memberId,
        promotionId: promotion.id,
        type: 'APPLY',
        title: promotion.title,
        amount: promotion.bonusAmount,
        turnoverMultiple: promotion.turnoverMultiple,
        expiresAt,
      },
    ]);
    const [reward] = await tx.select().from(rewards).where(eq(rewards.key, key));
    await tx.update(promotionEntries).set({ rewardId: reward!.id }).where(eq(promotionEntries.id, entry.id));
    await tx.insert(messages).values({
      memberId: entry.memberId,
      title: 'Promotion application approved',
      content: `Your application for “${promotion.title}” was approved: ${money(currencySymbol, reward!.amount)} is waiting for you on the promotions page and in the reward centre. Claim it by ${expiresAt.toISOString().slice(0, 10)}.`,
      createdAt: now,
    });
    return { entry, promotion, reward: reward! };
  });
}

/** Rejects an application with an optional reason, which the member is told. */
export function rejectApplication(db: Db, now: Date, entryId: number, reason: string | null) {
  return db.transaction(async (tx) => {
    const { entry, promotion } = await takeApplication(tx, entryId, now, 'rejected', reason);
    await tx.insert(messages).values({
      memberId: entry.memberId,
      title: 'Promotion application rejected',
      content: `Your application for “${promotion.title}” was not approved${reason ? `: ${reason}` : '.'}`,
      createdAt: now,
    });
    return { entry, promotion };
  });
}
