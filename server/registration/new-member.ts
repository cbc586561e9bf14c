// Creating an account: the one place a member row and its wallet are written, shared by self-registration (by
// username or mobile, with an invitation code or link) and the agent centre's direct registration.
import { eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { accountId, memberAccountCode } from '../ledger/accounts.ts';

export interface NewMember {
  account: string;
  nickname: string;
  passwordHash: string;
  type: number;
  parentId: number | null;
  linkId?: number | null;
  affiliateCode?: string | null;
  email?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  payeeName?: string | null;
  language: string;
  firstTimeLogin: boolean;
}

/**
 * Inserts the member and opens its wallet, in one transaction; null when the account name (case-insensitive) or the
 * mobile number is taken. `then` runs in the same transaction with the new id (an agent's rebate series).
 */
export async function insertMember(
  deps: Pick<Deps, 'clock' | 'config'> & { db: Db },
  m: NewMember,
  then?: (tx: Tx, id: number) => Promise<void>,
): Promise<{ id: number } | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const sameAccount = eq(sql`lower(${members.account})`, m.account.toLowerCase());
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(m.mobile ? or(sameAccount, eq(members.mobile, m.mobile)) : sameAccount);
    if (taken) return null;
    const [row] = await tx
      .insert(members)
      .values({
        account: m.account,
        nickname: m.nickname,
        passwordHash: m.passwordHash,
        type: m.type,
        parentId: m.parentId,
        linkId: m.linkId ?? null,
        affiliateCode: m.affiliateCode ?? null,
        email: m.email ?? null,
        mobile: m.mobile ?? null,
        countryDialingCode: m.countryDialingCode ?? null,
        payeeName: m.payeeName ?? null,
        language: m.language,
        firstTimeLogin: m.firstTimeLogin,
        passwordChangedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (!row) return null;
    await accountId(tx, memberAccountCode(row.id), deps.config.merchant.currency, { memberId: row.id });
    await then?.(tx, row.id);
    return row;
  });
}
