// Free play (docs/product.md §4.8): a new trial account with demo credit from the house, signed in at once.
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import { accountId, houseAccountId, memberAccountCode } from '../ledger/accounts.ts';
import { hashPassword } from '../shared/passwords.ts';
import { bump } from '../shared/rate-counters.ts';
import { Refusal } from '../shared/refusal.ts';
import { TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import type { LoginValue } from '../../contract/session/session.ts';
import { createSession } from './sessions.ts';

const FREEPLAYS_PER_HOUR = 10;
/** Demo credit of a trial account, in centavos. */
const TRIAL_CREDIT = 200_000;

export async function startFreePlay(deps: Deps, ip: string, language: string): Promise<LoginValue> {
  const { db, clock } = deps;
  const now = clock.now();
  if ((await bump(db, `freeplay:ip:${ip}`, now, 3_600_000)) > FREEPLAYS_PER_HOUR)
    throw new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
  const account = `trial${deps.random.bytes(5).toString('hex')}`;
  const member = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({
        account,
        nickname: 'Trial player',
        // Trial accounts never sign in with a password: a random one that nobody knows.
        passwordHash: await hashPassword(deps.random.bytes(24).toString('base64url')),
        type: TRIAL_TYPE,
        language,
        firstTimeLogin: false,
        passwordChangedAt: now,
        createdAt: now,
      })
      .returning();
    const wallet = await accountId(tx, memberAccountCode(row!.id), deps.config.merchant.currency, { memberId: row!.id });
    const house = await houseAccountId(tx, deps.config.merchant.currency);
    await transferIn(tx, clock, {
      key: `trial:credit:${row!.id}`,
      kind: 'trial',
      fromAccountId: house,
      toAccountId: wallet,
      amount: TRIAL_CREDIT,
      memo: 'Free play credit',
    });
    return row!;
  });
  return { token: await createSession(deps, member.id), firstTimeLogin: false, passwordExpired: false, type: TRIAL_TYPE };
}
