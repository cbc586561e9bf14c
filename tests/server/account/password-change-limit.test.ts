// Changing the password with the old one has an attempt limit (issue 39): five wrong old passwords in five minutes,
// even sent at once, and the member's next try is refused with 429 (the right password too) until the window ends;
// the password is unchanged. A right answer forgets the wrong ones. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { hashPassword } from '../../../server/shared/passwords.ts';
import { members } from '../../../server/db/schema.ts';
import { eq } from 'drizzle-orm';

describe.each(dbKinds)('the password change attempt limit on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  /** A member whose password is Start2026. */
  async function member() {
    const m = await signedInMember(t, 0);
    await t.db
      .update(members)
      .set({ passwordHash: await hashPassword('Start2026') })
      .where(eq(members.id, m.memberId));
    return m;
  }
  const change = (m: { token: string }, oldPassword: string, newPassword = 'Better2026') =>
    call(t, 'changePassword', { as: m, body: { oldPassword, newPassword, confirmNewPassword: newPassword } });
  // Each sign-in from its own address, so no captcha is asked for.
  let address = 0;
  const signIn = async (account: string, password: string) =>
    (await call(t, 'login', { body: { type: 'username' as const, username: account, password }, ip: `10.77.${++address}.1` })).body;

  it('refuses every try after five wrong old passwords sent at once, and changes nothing', async () => {
    const m = await member();
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => change(m, `Wrong${i}pass`)));
    const codes = wrong.map((a) => a.body.errorCode).sort();
    expect(codes.filter((c) => c === 'password.incorrect')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(3);
    expect(wrong.filter((a) => a.body.errorCode === 'TOO_MANY_REQUESTS').every((a) => a.status === 429)).toBe(true);

    const right = await change(m, 'Start2026');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await signIn(m.account, 'Start2026')).success).toBe(true);

    t.clock.advance(5 * 60_000 + 1_000);
    expect((await change(m, 'Start2026')).body).toMatchObject({ success: true });
    expect((await signIn(m.account, 'Better2026')).success).toBe(true);
  });

  it('forgets the wrong tries once the right password is given', async () => {
    const m = await member();
    for (let i = 0; i < 4; i++) expect((await change(m, 'Wrong2026')).body.errorCode).toBe('password.incorrect');
    expect((await change(m, 'Start2026', 'Second2026')).body.success).toBe(true);
    for (let i = 0; i < 5; i++) expect((await change(m, 'Wrong2026')).body.errorCode).toBe('password.incorrect');
    expect((await change(m, 'Second2026')).body.errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
