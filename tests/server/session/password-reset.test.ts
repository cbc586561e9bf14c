import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { call, untyped } from '../call-client.ts';
import { members, outbox } from '../../../server/db/schema.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let address = 0;
beforeAll(async () => {
  t = await startTestServer();
  await t.db.update(members).set({ email: 'demo@example.com' }).where(eq(members.account, 'demo'));
});
afterAll(() => t.close());

const lastMessage = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const login = async (username: string, password: string) =>
  (await call(t, 'login', { body: { type: 'username', username, password }, ip: `10.8.0.${++address}` })).body;
const phoneReset = (body: CallBody<'resetPasswordByPhone'>) => call(t, 'resetPasswordByPhone', { body, ip: `10.8.0.${++address}` });
/** The form the site posts (form-encoded by the call client). */
const emailReset = (body: CallBody<'resetPasswordByEmail'>) => call(t, 'resetPasswordByEmail', { body, ip: `10.8.1.${++address}` });

describe('forgot password by email', () => {
  it('answers an unknown pair exactly as a known one, mailing and changing nothing; limits tries per account and refuses bad forms', async () => {
    const before = {
      mails: (await t.db.select().from(outbox)).length,
      demo: (await t.db.select().from(members).where(eq(members.account, 'demo')))[0]!.passwordHash,
    };
    const answers = [
      await emailReset({ username: 'demo', email: 'other@example.com' }),
      await emailReset({ username: 'nobody-here', email: 'demo@example.com' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, value: null, message: '', errorCode: '' });
    }
    expect((await t.db.select().from(outbox)).length).toBe(before.mails);
    expect((await t.db.select().from(members).where(eq(members.account, 'demo')))[0]!.passwordHash).toBe(before.demo);
    for (let i = 0; i < 2; i++) expect((await emailReset({ username: 'demo', email: 'other@example.com' })).status).toBe(200);
    expect((await emailReset({ username: 'demo', email: 'other@example.com' })).status).toBe(429);
    expect((await untyped(t, 'resetPasswordByEmail', { body: 'username=demo', ip: `10.8.1.${++address}` })).status).toBe(400);
    expect((await emailReset({ username: '', email: 'a@b.co' })).status).toBe(400);
  });
});

describe('forgot password by phone', () => {
  it('resets with the texted code and answers the account for the automatic sign-in', async () => {
    await call(t, 'sendLoginCode', { body: { mobileNum: '9171234567', countryDialingCode: '63' } });
    const code = /\b(\d{6})\b/.exec((await lastMessage())!.body)![1]!;
    const weak = await phoneReset({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: '123456',
    });
    expect(weak.status).toBe(400);
    const res = (
      await phoneReset({
        mobileNum: '09171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Phone2026',
      })
    ).body;
    expect(res).toMatchObject({ success: true, value: { account: 'demo' } });
    expect((await login('demo', 'Phone2026')).success).toBe(true);
    const reused = (
      await phoneReset({
        mobileNum: '09171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Other2026',
      })
    ).body;
    expect(reused).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
  });
});
