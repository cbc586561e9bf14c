// Helpers for the wallet and member-centre tests: a signed-in member with money, API calls with the platform's
// headers.
import { createSession } from '../../server/session/sessions.ts';
import { MERCHANT_HEADERS } from './test-server.ts';
import { newPlayer, type TestServer } from './vendor-helpers.ts';
import { memberBalance } from '../../server/ledger/accounts.ts';

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
