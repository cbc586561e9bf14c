// Friends who arrive through a member's referral link, for the referral tests: registered by the real call (the code,
// the browser's device id, an address of their own) and paying in through the real deposit callback.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../../server/db/schema.ts';
import { createDepositOrder, handleDepositCallback, signCallback } from '../../../server/deposit/deposits.ts';
import { call } from '../call-client.ts';
import { uid } from '../vendor-helpers.ts';
import type { TestMember, TestServer } from '../wallet-helpers.ts';

/** Registers `account` through the link with `code`, from `ip` (and `deviceId` when given); answers the new member, signed in. */
export async function registerInvitee(
  t: TestServer,
  { account, code, ip, deviceId }: { account: string; code: string; ip: string; deviceId?: string },
): Promise<TestMember> {
  const res = (
    await call(t, 'register', {
      body: {
        registerMethod: 'WEB',
        login: true,
        username: account,
        password: 'Play2026',
        confirmPassword: 'Play2026',
        referralCode: code,
        ...(deviceId ? { deviceId } : {}),
      },
      ip,
    })
  ).body;
  expect(res.success, JSON.stringify(res)).toBe(true);
  const [m] = await t.db.select().from(members).where(eq(members.account, account));
  return { memberId: m!.id, account, token: res.value.token };
}

/** A deposit of `centavos` paid by the provider's signed callback. */
export async function depositPaid(t: TestServer, m: TestMember, centavos: number): Promise<void> {
  const order = await createDepositOrder(t.deps, m.memberId, 'GCASH', centavos);
  const raw = JSON.stringify({ orderNo: order.orderNo, providerRef: uid('ref'), amount: centavos, status: 'SUCCESS', ts: 1 });
  expect((await handleDepositCallback(t.deps, raw, signCallback(raw, t.deps.config.wallet.paymentSecret))).status).toBe('OK');
}
