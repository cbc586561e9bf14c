import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MERCHANT_HEADERS, sealedCaller, startTestServer } from '../test-server.ts';
import { members, outbox } from '../../../server/db/schema.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let call: Awaited<ReturnType<typeof sealedCaller>>;
let address = 0;
beforeAll(async () => {
  t = await startTestServer();
  call = await sealedCaller(t);
  await t.db.update(members).set({ email: 'demo@example.com' }).where(eq(members.account, 'demo'));
});
afterAll(() => t.close());

const lastMessage = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const sealed = (url: string, payload: unknown) => call('POST', url, payload, { ip: `10.8.0.${++address}` });
const login = async (username: string, password: string) => (await sealed('/wps/session/login', { type: 'username', username, password })).json();
const emailReset = (form: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...MERCHANT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
    remoteAddress: `10.8.1.${++address}`,
  });

describe('forgot password by email', () => {
  it('mails a temporary password that signs in and must be changed', async () => {
    const res = await emailReset('username=demo&email=DEMO%40example.com');
    expect(res.json()).toMatchObject({ success: true });
    const mail = await lastMessage();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'demo@example.com' });
    const temporary = /password is (\S+)/.exec(mail!.body)![1]!;
    const signedIn = await login('demo', temporary);
    expect(signedIn).toMatchObject({ success: true, value: { passwordExpired: true } });
  });

  it('answers an unknown pair exactly as a known one, mailing and changing nothing; limits tries per account and refuses bad forms', async () => {
    const before = {
      mails: (await t.db.select().from(outbox)).length,
      demo: (await t.db.select().from(members).where(eq(members.account, 'demo')))[0]!.passwordHash,
    };
    const answers = [await emailReset('username=demo&email=other%40example.com'), await emailReset('username=nobody-here&email=demo%40example.com')];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: null, message: '', errorCode: '' });
    }
    expect((await t.db.select().from(outbox)).length).toBe(before.mails);
    expect((await t.db.select().from(members).where(eq(members.account, 'demo')))[0]!.passwordHash).toBe(before.demo);
    expect((await emailReset('username=demo&email=other%40example.com')).statusCode).toBe(200);
    expect((await emailReset('username=demo&email=other%40example.com')).statusCode).toBe(429);
    expect((await emailReset('username=demo')).statusCode).toBe(400);
    expect((await emailReset('username=&email=a%40b.co')).statusCode).toBe(400);
  });
});

describe('forgot password by phone', () => {
  it('resets with the texted code and answers the account for the automatic sign-in', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: MERCHANT_HEADERS,
      payload: { mobileNum: '9171234567', countryDialingCode: '63' },
    });
    const code = /\b(\d{6})\b/.exec((await lastMessage())!.body)![1]!;
    const weak = await sealed('/wps/member/password/verification', {
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: '123456',
    });
    expect(weak.statusCode).toBe(400);
    const res = (
      await sealed('/wps/member/password/verification', {
        mobileNum: '09171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Phone2026',
      })
    ).json();
    expect(res).toMatchObject({ success: true, value: { account: 'demo' } });
    expect((await login('demo', 'Phone2026')).success).toBe(true);
    const reused = (
      await sealed('/wps/member/password/verification', {
        mobileNum: '09171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Other2026',
      })
    ).json();
    expect(reused).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
  });
});
