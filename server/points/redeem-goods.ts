// The points mall (issue 15, docs/loyalty.md §points mall): goods redeemed with points or points plus cash, held at
// once and decided by the operator, and cash converted to points. Every rule is decided inside one transaction with
// the goods row locked; every point and peso moves as a ledger transfer under a key of the redemption, so a
// refusal moves nothing and a decision cannot be paid twice.
// Here: a member's redemption, checked and then held in one transaction with the goods row locked.
import { eq, sql } from 'drizzle-orm';
import { pointGoods, pointRedemptions } from '../db/schema-loyalty.ts';
import type { Deps } from '../deps.ts';
import type { Delivery, RedeemRequest, RedeemType, RedemptionView } from '../../contract/points/points.ts';
import { transferIn } from '../ledger/transfer.ts';
import { checkPaymentPassword } from '../account/payment-passwords.ts';
import { heldCashAccountId, memberBalance, memberWalletId, heldPointsAccountId, pointBalance, pointsAccountId } from '../ledger/accounts.ts';
import { Refusal } from '../shared/refusal.ts';
import type { Goods } from './mall-goods.ts';
import { refusing, shortCash, shortPoints } from './mall-refusals.ts';
import { redemptionViews, type RedemptionRow } from './redemptions.ts';

type MallDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'random'>;

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

/** The redeemPoints call: the redemption (as redeemGoods decides it) answered as the member sees it. */
export async function redeemPoints(deps: MallDeps, memberId: number, req: RedeemRequest): Promise<RedemptionView> {
  const { paymentPassword, ...terms } = req;
  const row = await redeemGoods(deps, memberId, terms, paymentPassword);
  return (await redemptionViews(deps.db, [row]))[0]!;
}
