// Cash to points at the EXCHANGE rate (issue 15, docs/loyalty.md §points mall).
import { eq, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../db/client.ts';
import { pointRates } from '../db/schema-loyalty.ts';
import type { Deps } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import { refuseWhileTurnoverOwed } from '../rewards/turnover.ts';
import { lockAccounts } from '../ledger/locks.ts';
import { checkPaymentPassword } from '../account/payment-passwords.ts';
import { pointsFor } from './points-ledger.ts';
import { houseAccountId, memberBalance, memberWalletId, housePointsAccountId, pointBalance, pointsAccountId } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import type { ConvertRequest, Converted } from '../../contract/points/points.ts';
import { Refusal } from '../shared/refusal.ts';
import { EXCHANGE_RATE } from './mall-goods.ts';
import { refusing, shortCash } from './mall-refusals.ts';

type MallDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'random'>;

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
  const turnoverOpen = (q: Db | Tx) =>
    refuseWhileTurnoverOwed(
      q,
      memberId,
      clock.now(),
      (owed) => new Refusal('pointMall.convert.turnover.pending', 'Please complete your bonus turnover before converting cash to points', owed),
    );
  await db.transaction((tx) => turnoverOpen(tx));
  if ((await memberBalance(db, memberId)) < amount) throw shortCash();
  await checkPaymentPassword(db, clock.now(), memberId, paymentPassword);
  const key = `pointConvert:${memberId}:${deps.random.bytes(8).toString('hex')}`;
  const memo = `${pesos} pesos to points`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${memberId}`}, 0))`);
    // Under the wallet's lock, which a claim that opens a turnover takes too.
    await lockAccounts(tx, [await memberWalletId(tx, memberId, currency)]);
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

/** The convertPoints call: the conversion, answered with the wallet and the points as they are after it. */
export async function convertPoints(deps: MallDeps, memberId: number, req: ConvertRequest): Promise<Converted> {
  const done = await convertCash(deps, memberId, req.amount, req.paymentPassword);
  return {
    amount: toDecimal(done.amount),
    points: toDecimal(done.points),
    balance: toDecimal(await memberBalance(deps.db, memberId)),
    point: toDecimal(await pointBalance(deps.db, memberId)),
  };
}
