// Helpers for the wallet and member-centre tests: a signed-in member with money, API calls with the platform's
// headers, and the ledger's invariants.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import { createSession } from '../../server/domain/sessions.ts';
import { memberBalance } from '../../server/domain/ledger.ts';
import { MERCHANT_HEADERS } from './test-server.ts';
import { newPlayer, type TestServer } from './vendor-helpers.ts';

export type { TestServer };

export interface TestMember {
  memberId: number;
  token: string;
  account: string;
}

/** A new member with `funds` centavos and a session. */
export async function signedInMember(t: TestServer, funds: number, type = 0): Promise<TestMember> {
  const p = await newPlayer(t, funds, type);
  return { memberId: p.memberId, account: p.account, token: await createSession(t.deps, p.memberId) };
}

export async function api(t: TestServer, m: TestMember | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const headers: Record<string, string> = { ...MERCHANT_HEADERS, ...(m ? { authorization: m.token } : {}) };
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: any; errorCode: string; message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const balance = (t: TestServer, m: TestMember) => memberBalance(t.db, m.memberId);

/** Every transfer balances (entries sum to zero) and no account that may not go negative is below zero. */
export async function ledgerInvariants(t: TestServer) {
  const [row] = await queryRows<{ total: string; overdrawn: string; unbalanced: string }>(
    t.db,
    sql`select (select coalesce(sum(amount), 0) from ledger_entries) as total,
               (select count(*) from ledger_accounts where not allow_negative and balance < 0) as overdrawn,
               (select count(*) from (select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0) u) as unbalanced`,
  );
  return { total: Number(row!.total), overdrawn: Number(row!.overdrawn), unbalanced: Number(row!.unbalanced) };
}
