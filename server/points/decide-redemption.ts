// The operator's decision on a redemption in process (issue 15): approved or rejected once, the ledger moved under
// keys of the redemption, and the member told by a message.
import { eq, sql } from 'drizzle-orm';
import { pointGoods, pointRedemptions } from '../db/schema-loyalty.ts';
import { messages } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import type { TransferKind } from '../ledger/kinds.ts';
import {
  heldCashAccountId,
  houseAccountId,
  houseBonusAccountId,
  memberWalletId,
  heldPointsAccountId,
  housePointsAccountId,
  pointsAccountId,
} from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import type { RedemptionRow } from './redemptions.ts';

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
