// The wallet and member-centre seed (issue 6): a bound bank account for the demo member, so the withdraw page
// has something to show, and the platform messages of the inbox. Its own seed run ('wallet'), so a database
// seeded before it gets these rows once, on the next start.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { bankAccounts, messages } from '../schema-wallet.ts';
import type { Clock } from '../../deps.ts';

const SEED = { name: 'wallet', version: 1 };

/** Platform messages to every member, newest last (title, content as plain text). */
export const MESSAGES: readonly [string, string][] = [
  ['Welcome to playstate', 'Thank you for joining. Deposit with GCash, Maya, QR Ph or online banking from the member centre, and withdraw to your own bank account any time.'],
  ['Set your payment password', 'Withdrawals ask for a 6-digit payment password. Set it in the member centre under Withdraw before your first withdrawal.'],
  ['Confirm your payouts', 'A withdrawal may be paid in parts. Please confirm each part as received, or report it as not received with a screenshot, within 30 minutes of the payout.'],
  ['Scheduled maintenance', 'Some live tables will be under maintenance on Sunday from 02:00 to 04:00 (GMT+8). Slots and sports stay open.'],
  ['Weekend reload bonus', 'Deposit this weekend and watch the promotions page for your reload bonus. Terms apply.'],
];

export async function seedWalletData(db: Db, clock: Clock): Promise<boolean> {
  const done = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED.name));
  if (done.some((r) => r.version >= SEED.version)) return false;
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7262026)`);
    const again = await tx.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED.name));
    if (again.some((r) => r.version >= SEED.version)) return false;
    const [demo] = await tx.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, 'demo'));
    if (demo) await tx.insert(bankAccounts).values({ memberId: demo.id, bankCode: 'BDO', accountName: 'Demo Player', accountNumber: '004512344821', createdAt: now });
    await tx.insert(messages).values(MESSAGES.map(([title, content], i) => ({ memberId: null, title, content, createdAt: new Date(now.getTime() - (MESSAGES.length - i) * 3_600_000) })));
    await tx.insert(t.seedRuns).values({ ...SEED, createdAt: now });
    return true;
  });
}
