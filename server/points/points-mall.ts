// The points mall (issue 15, docs/loyalty.md §points mall): goods redeemed with points or points plus cash, held at
// once and decided by the operator, and cash converted to points. Every rule is decided inside one transaction with
// the goods row locked; every point and peso moves as a ledger transfer under a key of the redemption, so a
// refusal moves nothing and a decision cannot be paid twice.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../db/client.ts';
import { pointGoods, pointRates, pointRedemptions } from '../db/schema-loyalty.ts';
import { overlayTranslations } from '../content/translations.ts';
import { messages } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';
import type {
  Delivery,
  GoodsType,
  GoodsView,
  PointConfig,
  PointMovement,
  PointRate,
  RedeemType,
  RedemptionStatus,
  RedemptionView,
} from '../../contract/points/points.ts';
import { LedgerError, transferIn } from '../ledger/transfer.ts';
import type { TransferKind } from '../ledger/kinds.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import { accountMovements } from '../records/service.ts';
import { closePlayedTurnovers, turnoverStatus } from '../rewards/turnover.ts';
import { checkPaymentPassword } from '../account/payment-passwords.ts';
import { pointsFor } from './points-ledger.ts';
import {
  heldCashAccountId,
  houseAccountId,
  memberBalance,
  houseBonusAccountId,
  memberWalletId,
  heldPointsAccountId,
  housePointsAccountId,
  pointBalance,
  pointsAccountCode,
  pointsAccountId,
} from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';

/** Sources of point_rates besides the game types. */
export const DEPOSIT_RATE = 'DEPOSIT';
export const EXCHANGE_RATE = 'EXCHANGE';

type Goods = typeof pointGoods.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;
type MallDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'random'>;

const n = (v: string | number | null | undefined) => Number(v ?? 0);
const dec = (v: number | null) => (v === null ? null : toDecimal(v));

// ---- Reads ------------------------------------------------------------------------------------------------------

const rateView = (source: string, rateBp: number): PointRate => ({ source, rateBp, percent: rateBp / 100, pointsPerPeso: rateBp / 10_000 });

export async function pointConfigOf(db: Db): Promise<PointConfig> {
  const rows = await db.select().from(pointRates);
  const by = new Map(rows.map((r) => [r.source, r.rateBp]));
  const one = (source: string) => (by.has(source) ? rateView(source, by.get(source)!) : null);
  return {
    games: GAME_TYPES.filter((g) => by.has(g)).map((g) => rateView(g, by.get(g)!)),
    deposit: one(DEPOSIT_RATE),
    exchange: one(EXCHANGE_RATE),
  };
}

export const goodsView = (g: Goods): GoodsView => ({
  id: g.id,
  code: g.code,
  type: g.type as GoodsType,
  name: g.name,
  description: g.description,
  imageUrl: g.imageUrl,
  physical: g.physical,
  pricePoints: dec(g.pricePoints),
  mpPoints: dec(g.mpPoints),
  mpMoney: dec(g.mpMoney),
  cashValue: dec(g.cashValue),
  stock: g.stock,
  soldOut: g.stock <= 0,
});

/** The goods on sale, named and described in the language asked for where a translation exists (issue 16). */
export async function goodsOnSale(db: Db, language: string, type?: GoodsType): Promise<GoodsView[]> {
  const rows = await db
    .select()
    .from(pointGoods)
    .where(and(eq(pointGoods.active, true), type ? eq(pointGoods.type, type) : undefined))
    .orderBy(asc(pointGoods.sort), asc(pointGoods.id));
  const texts = await overlayTranslations(
    db,
    'GOODS',
    rows.map((g) => ({ id: g.id, title: g.name, content: g.description })),
    language,
  );
  return rows.map((g, i) => goodsView({ ...g, name: texts[i]!.title, description: texts[i]!.content }));
}

/** The member's points and those held by redemptions in process, in hundredths. */
export async function pointsOf(db: Db, memberId: number): Promise<{ point: number; pointInProcess: number }> {
  const [held] = await db
    .select({ points: sql<string>`coalesce(sum(${pointRedemptions.points}), 0)` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.status, 'P')));
  return { point: await pointBalance(db, memberId), pointInProcess: n(held?.points) };
}

export async function redemptionViews(db: Db | Tx, rows: RedemptionRow[]): Promise<RedemptionView[]> {
  if (!rows.length) return [];
  const goods = new Map((await db.select().from(pointGoods)).map((g) => [g.id, g]));
  return rows.map((r) => {
    const g = goods.get(r.goodsId)!;
    return {
      id: r.id,
      goodsId: r.goodsId,
      goodsName: g.name,
      goodsType: g.type as GoodsType,
      imageUrl: g.imageUrl,
      quantity: r.quantity,
      redeemType: r.redeemType as RedeemType,
      points: toDecimal(r.points),
      money: toDecimal(r.money),
      status: r.status as RedemptionStatus,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The member's redemptions made in the range (newest first), with the totals over the whole range and filter. */
export async function redemptionPageOf(db: Db, memberId: number, range: Bounds, status: RedemptionStatus | undefined, pageNum: number, pageSize: number) {
  const where = and(
    eq(pointRedemptions.memberId, memberId),
    sql`${pointRedemptions.createdAt} >= ${range.from.toISOString()}::timestamptz and ${pointRedemptions.createdAt} < ${range.to.toISOString()}::timestamptz`,
    status ? eq(pointRedemptions.status, status) : undefined,
  );
  const [totals] = await db
    .select({
      total: sql<string>`count(*)`,
      points: sql<string>`coalesce(sum(${pointRedemptions.points}), 0)`,
      money: sql<string>`coalesce(sum(${pointRedemptions.money}), 0)`,
    })
    .from(pointRedemptions)
    .where(where);
  const rows = await db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const total = n(totals?.total);
  return {
    content: await redemptionViews(db, rows),
    total,
    totalPages: pageCount(total, pageSize),
    totalPoints: toDecimal(n(totals?.points)),
    totalMoney: toDecimal(n(totals?.money)),
  };
}

/** The entries of the member's points account in the range, newest first (the point details). */
export async function pointDetailsOf(db: Db, memberId: number, range: Bounds, pageNum: number, pageSize: number) {
  const { content, total, totalPages, totalIn, totalOut } = await accountMovements(db, pointsAccountCode(memberId), range, sql`true`, pageNum, pageSize);
  const movements: PointMovement[] = content;
  return { content: movements, total, totalPages, totalIn, totalOut };
}

// ---- Redeeming ----------------------------------------------------------------------------------------------

export interface RedeemTerms {
  goodsId: number;
  quantity: number;
  redeemType: RedeemType;
  delivery?: Delivery;
}

/** What the terms cost (points in hundredths, money in centavos), or the refusal of the goods' own rules. */
function priceOf(g: Goods | undefined, terms: RedeemTerms): { points: number; money: number } {
  if (!g || !g.active) throw new Refusal('pointMall.goods.unknown', 'These goods are not available');
  if (g.stock <= 0) throw new Refusal('pointMall.soldOut', 'These goods are sold out');
  if (terms.quantity > g.stock) throw new Refusal('pointMall.stock.short', `Only ${g.stock} left`, { stock: g.stock });
  if (g.physical && !terms.delivery) throw new Refusal('pointMall.delivery.required', 'Please enter the delivery details');
  if (terms.redeemType === 'P') {
    if (!g.pricePoints) throw new Refusal('pointMall.redeemType.unavailable', 'These goods are not offered for points only');
    return { points: g.pricePoints * terms.quantity, money: 0 };
  }
  if (!g.mpPoints || !g.mpMoney) throw new Refusal('pointMall.redeemType.unavailable', 'These goods are not offered for points plus cash');
  return { points: g.mpPoints * terms.quantity, money: g.mpMoney * terms.quantity };
}

const shortPoints = () => new Refusal('pointMall.points.insufficient', 'You do not have enough points');
const shortCash = () => new Refusal('pointMall.cash.insufficient', 'Your balance is not enough');

/**
 * Redeems goods: the goods' rules and the balances are checked before the payment password is (so a refusal of
 * the goods costs no try), then again in one transaction with the goods row locked, which takes the stock, writes
 * the redemption (status P) and holds its points (points:<m> -> hold:points) and cash (wallet -> hold:redeem).
 */
export async function redeemGoods(deps: MallDeps, memberId: number, terms: RedeemTerms, paymentPassword: string): Promise<RedemptionRow> {
  const { db, clock } = deps;
  const currency = deps.config.merchant.currency;
  const [seen] = await db.select().from(pointGoods).where(eq(pointGoods.id, terms.goodsId));
  const price = priceOf(seen, terms);
  if ((await pointBalance(db, memberId)) < price.points) throw shortPoints();
  if ((await memberBalance(db, memberId)) < price.money) throw shortCash();
  await checkPaymentPassword(db, clock.now(), memberId, paymentPassword);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [g] = await tx.select().from(pointGoods).where(eq(pointGoods.id, terms.goodsId)).for('update');
    const { points, money } = priceOf(g, terms);
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        memberId,
        goodsId: g!.id,
        quantity: terms.quantity,
        redeemType: terms.redeemType,
        points,
        money,
        status: 'P',
        delivery: g!.physical ? { ...terms.delivery! } : null,
        createdAt: now,
      })
      .returning();
    await tx
      .update(pointGoods)
      .set({ stock: sql`${pointGoods.stock} - ${terms.quantity}` })
      .where(eq(pointGoods.id, g!.id));
    const memo = `Redemption ${row!.id}: ${terms.quantity} x ${g!.name}`;
    const held = await refusing(shortPoints, async () =>
      transferIn(tx, clock, {
        key: `pointRedeem:${row!.id}:hold`,
        kind: 'points.redeem.hold',
        fromAccountId: await pointsAccountId(tx, memberId),
        toAccountId: await heldPointsAccountId(tx),
        amount: points,
        memo,
      }),
    );
    const cash =
      money > 0
        ? await refusing(shortCash, async () =>
            transferIn(tx, clock, {
              key: `pointRedeem:${row!.id}:cash`,
              kind: 'pointMall.cash.hold',
              fromAccountId: await memberWalletId(tx, memberId, currency),
              toAccountId: await heldCashAccountId(tx, currency),
              amount: money,
              memo,
            }),
          )
        : null;
    const [saved] = await tx
      .update(pointRedemptions)
      .set({ pointsHoldId: held.transferId, moneyHoldId: cash?.transferId ?? null })
      .where(eq(pointRedemptions.id, row!.id))
      .returning();
    return saved!;
  });
}

/** A transfer whose overdraft is the given refusal (thrown: the transaction keeps nothing). */
async function refusing<T>(refusal: () => Refusal, move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'ledger.insufficient.funds') throw refusal();
    throw err;
  }
}

// ---- The operator's decision --------------------------------------------------------------------------------

export type Decision = 'approve' | 'reject';

/**
 * Approves or rejects a redemption in process, once: approval moves the held points (and cash) to the house and a
 * MONEY good pays cash_value x quantity from the house bonus account to the wallet; rejection gives the points,
 * the cash and the stock back. The member gets a message saying the outcome.
 */
export async function decideRedemption(deps: Pick<Deps, 'db' | 'clock' | 'config'>, id: number, decision: Decision, note = ''): Promise<RedemptionRow> {
  const { db, clock } = deps;
  const { currency, currencySymbol } = deps.config.merchant;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [r] = await tx.select().from(pointRedemptions).where(eq(pointRedemptions.id, id)).for('update');
    if (!r) throw new Refusal('pointMall.redemption.unknown', `No redemption ${id}`);
    if (r.status !== 'P') throw new Refusal('pointMall.redemption.decided', `Redemption ${id} was ${r.status === 'A' ? 'approved' : 'rejected'} already`);
    const [g] = await tx.select().from(pointGoods).where(eq(pointGoods.id, r.goodsId));
    const memo = `Redemption ${r.id}: ${r.quantity} x ${g!.name}`;
    type Account = () => Promise<number>;
    const move = async (suffix: string, kind: TransferKind, from: Account, to: Account, amount: number) => {
      if (amount > 0)
        await transferIn(tx, clock, { key: `pointRedeem:${r.id}:${suffix}`, kind, fromAccountId: await from(), toAccountId: await to(), amount, memo });
    };
    if (decision === 'approve') {
      await move(
        'approve',
        'points.redeem.approve',
        () => heldPointsAccountId(tx),
        () => housePointsAccountId(tx),
        r.points,
      );
      await move(
        'approve:cash',
        'pointMall.cash.approve',
        () => heldCashAccountId(tx, currency),
        () => houseAccountId(tx, currency),
        r.money,
      );
      if (g!.type === 'MONEY' && g!.cashValue)
        await move(
          'pay',
          'pointMall.money',
          () => houseBonusAccountId(tx, currency),
          () => memberWalletId(tx, r.memberId, currency),
          g!.cashValue * r.quantity,
        );
    } else {
      await move(
        'refund',
        'points.redeem.refund',
        () => heldPointsAccountId(tx),
        () => pointsAccountId(tx, r.memberId),
        r.points,
      );
      await move(
        'refund:cash',
        'pointMall.cash.refund',
        () => heldCashAccountId(tx, currency),
        () => memberWalletId(tx, r.memberId, currency),
        r.money,
      );
      await tx
        .update(pointGoods)
        .set({ stock: sql`${pointGoods.stock} + ${r.quantity}` })
        .where(eq(pointGoods.id, r.goodsId));
    }
    const [saved] = await tx
      .update(pointRedemptions)
      .set({ status: decision === 'approve' ? 'A' : 'R', note, decidedAt: now })
      .where(eq(pointRedemptions.id, r.id))
      .returning();
    const what = `${r.quantity} x ${g!.name}`;
    const paid = g!.type === 'MONEY' && g!.cashValue ? ` ${currencySymbol}${toDecimal(g!.cashValue * r.quantity).toFixed(2)} was paid to your wallet.` : '';
    await tx.insert(messages).values({
      memberId: r.memberId,
      title: decision === 'approve' ? 'Points mall redemption approved' : 'Points mall redemption rejected',
      content:
        decision === 'approve'
          ? `Your redemption ${r.id} (${what}) was approved.${paid}`
          : `Your redemption ${r.id} (${what}) was not approved${note ? `: ${note}` : '.'} Your points${r.money ? ' and cash' : ''} were given back.`,
      createdAt: now,
    });
    return saved!;
  });
}

/** The redemptions for the operator, newest first (optionally of one status). */
export async function redemptionsFor(db: Db, status?: RedemptionStatus, limit = 50) {
  return db
    .select()
    .from(pointRedemptions)
    .where(status ? eq(pointRedemptions.status, status) : undefined)
    .orderBy(desc(pointRedemptions.id))
    .limit(limit);
}

// ---- Cash to points -----------------------------------------------------------------------------------------

/**
 * Converts whole pesos of the wallet to points at the EXCHANGE rate, in one transaction: the cash to the house
 * and the points from house:points. Refused while a bonus turnover is open (bonus cash would otherwise leave its
 * turnover as points, and points reach cash again through MONEY goods) and above the balance.
 */
export async function convertCash(deps: MallDeps, memberId: number, pesos: number, paymentPassword: string): Promise<{ amount: number; points: number }> {
  const { db, clock } = deps;
  const currency = deps.config.merchant.currency;
  const amount = pesos * 100;
  const [rate] = await db.select().from(pointRates).where(eq(pointRates.source, EXCHANGE_RATE));
  const points = rate ? pointsFor(amount, rate.rateBp) : 0;
  if (points <= 0) throw new Refusal('pointMall.convert.unavailable', 'Cash cannot be converted to points now');
  const turnoverOpen = async (q: Db | Tx) => {
    await closePlayedTurnovers(q, clock.now(), memberId);
    const t = await turnoverStatus(q, memberId, clock.now());
    if (t.remaining > 0)
      throw new Refusal('pointMall.convert.turnover.pending', 'Please complete your bonus turnover before converting cash to points', {
        required: toDecimal(t.required),
        played: toDecimal(t.played),
        remaining: toDecimal(t.remaining),
      });
  };
  await db.transaction((tx) => turnoverOpen(tx));
  if ((await memberBalance(db, memberId)) < amount) throw shortCash();
  await checkPaymentPassword(db, clock.now(), memberId, paymentPassword);
  const key = `pointConvert:${memberId}:${deps.random.bytes(8).toString('hex')}`;
  const memo = `${pesos} pesos to points`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${memberId}`}, 0))`);
    await turnoverOpen(tx);
    await refusing(shortCash, async () =>
      transferIn(tx, clock, {
        key: `${key}:cash`,
        kind: 'points.convert',
        fromAccountId: await memberWalletId(tx, memberId, currency),
        toAccountId: await houseAccountId(tx, currency),
        amount,
        memo,
      }),
    );
    await transferIn(tx, clock, {
      key,
      kind: 'points.convert',
      fromAccountId: await housePointsAccountId(tx),
      toAccountId: await pointsAccountId(tx, memberId),
      amount: points,
      memo,
    });
  });
  return { amount, points };
}
