// The wallet and member-centre seed (issue 6): a bound bank account for the demo member, so the withdraw page
// has something to show, and the platform messages of the inbox. Its own seed run ('wallet'), so a database
// seeded before it gets these rows once, on the next start.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { bankAccounts, messages } from '../db/schema-wallet.ts';
import type { Clock } from '../deps.ts';
import { seedOnce } from '../seed/seed-run.ts';

const SEED = { name: 'wallet', version: 1 };

/** Platform messages to every member, newest last (title, content as plain text). */
export const MESSAGES: readonly [string, string][] = [
  [
    'Welcome to playstate',
    'Thank you for joining. Deposit with GCash, Maya, QR Ph or online banking from the member centre, and withdraw to your own bank account any time.',
  ],
  ['Set your payment password', 'Withdrawals ask for a 6-digit payment password. Set it in the member centre under Withdraw before your first withdrawal.'],
  [
    'Confirm your payouts',
    'A withdrawal may be paid in parts. Please confirm each part as received, or report it as not received with a screenshot, within 30 minutes of the payout.',
  ],
  ['Scheduled maintenance', 'Some live tables will be under maintenance on Sunday from 02:00 to 04:00 (GMT+8). Slots and sports stay open.'],
  ['Weekend reload bonus', 'Deposit this weekend and watch the promotions page for your reload bonus. Terms apply.'],
];

export async function seedWalletData(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, SEED, now, async (tx) => {
    const [demo] = await tx.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, 'demo'));
    if (demo)
      await tx.insert(bankAccounts).values({ memberId: demo.id, bankCode: 'BDO', accountName: 'Demo Player', accountNumber: '004512344821', createdAt: now });
    await tx
      .insert(messages)
      .values(
        MESSAGES.map(([title, content], i) => ({ memberId: null, title, content, createdAt: new Date(now.getTime() - (MESSAGES.length - i) * 3_600_000) })),
      );
  });
}
