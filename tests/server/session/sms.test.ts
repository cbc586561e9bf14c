import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import { call, untyped } from '../call-client.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { outbox } from '../../../server/db/schema.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const sendLoginCode = (body: CallBody<'sendLoginCode'>, ip = '10.7.0.1') => call(t, 'sendLoginCode', { body, ip });
const sendRegisterCode = (body: CallBody<'sendRegisterCode'>, ip = '10.7.0.1') => call(t, 'sendRegisterCode', { body, ip });
const lastSms = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

const smsLogin = (mobileNum: string, verificationCode: string) =>
  call(t, 'login', { body: { type: 'sms', mobileNum, countryDialingCode: '63', verificationCode } });

describe('sms codes and sms sign-in', () => {
  it("texts a code to a member's number, once a minute, and signs in with it once", async () => {
    const res = (await sendLoginCode({ mobileNum: '0917 123 4567', countryDialingCode: '63' })).body;
    expect(res).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const sms = await lastSms();
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+639171234567' });
    const code = codeIn(sms!.body);

    const again = await sendLoginCode({ mobileNum: '9171234567', countryDialingCode: '63' });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('TOO_MANY_REQUESTS');

    expect((await smsLogin('09171234567', code === '000000' ? '111111' : '000000')).body.errorCode).toBe('sms.code.invalid');
    const signedIn = (await smsLogin('09171234567', code)).body;
    expect(signedIn).toMatchObject({ success: true, value: { type: 0 } });
    const info = await call(t, 'memberInfo', { as: signedIn.value.token });
    expect(info.body.value.account).toBe('demo');
    expect((await smsLogin('09171234567', code)).body.errorCode).toBe('sms.code.invalid');
  });

  it('answers the same for a number without an account, and texts nothing', async () => {
    const before = await lastSms();
    const res = (await sendLoginCode({ mobileNum: '9181112222', countryDialingCode: '63' }, '10.7.0.2')).body;
    expect(res).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect((await lastSms())?.id).toBe(before?.id);
  });

  it('refuses numbers that do not fit the country and bad bodies with 400', async () => {
    for (const body of [
      { mobileNum: '12345', countryDialingCode: '63' },
      { mobileNum: '9171234567', countryDialingCode: '999' },
    ]) {
      const res = await sendLoginCode(body, '10.7.0.3');
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('validation.phone');
    }
    for (const body of [
      {},
      { mobileNum: '9171234567' },
      { mobileNum: '9171234567', countryDialingCode: '+63' },
      { mobileNum: '9171234567', countryDialingCode: '63', x: 1 },
    ]) {
      expect((await untyped(t, 'sendLoginCode', { body, ip: '10.7.0.3' })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('texts a registration code only to a number that is not registered yet', async () => {
    const taken = (await sendRegisterCode({ mobileNo: '9171234567', countryDialingCode: '63', regType: 'registerMobile' }, '10.7.0.4')).body;
    expect(taken).toMatchObject({ success: false, errorCode: 'register.mobile.taken' });
    const fresh = (await sendRegisterCode({ mobileNo: '9190001111', countryDialingCode: '63' }, '10.7.0.4')).body;
    expect(fresh.success).toBe(true);
    expect((await lastSms())!.recipient).toBe('+639190001111');
  });

  it('sms sign-in is off without MOBILEVERCODELOGIN3', async () => {
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MOBILEVERCODELOGIN3', enabled: false });
    t.app.statusCache.invalidate();
    expect((await smsLogin('9171234567', '123456')).body.errorCode).toBe('function.not.available');
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MOBILEVERCODELOGIN3', enabled: true });
    t.app.statusCache.invalidate();
  });

  it('says a code has expired once its 5 minutes are up, or after 5 wrong tries, so a new one must be asked for', async () => {
    t.clock.advance(61_000);
    await sendLoginCode({ mobileNum: '9171234567', countryDialingCode: '63' }, '10.7.0.5');
    const late = codeIn((await lastSms())!.body);
    t.clock.advance(5 * 60_000);
    expect((await smsLogin('09171234567', late)).body).toMatchObject({ success: false, errorCode: 'sms.code.expired' });

    t.clock.advance(61_000);
    await sendLoginCode({ mobileNum: '9171234567', countryDialingCode: '63' }, '10.7.0.5');
    const code = codeIn((await lastSms())!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await smsLogin('09171234567', wrong)).body.errorCode).toBe('sms.code.invalid');
    expect((await smsLogin('09171234567', code)).body.errorCode).toBe('sms.code.expired');
  });

  it('sends one number at most 10 codes a day, then says the quota is used up', async () => {
    const send = (i: number) => sendRegisterCode({ mobileNo: '9195550000', countryDialingCode: '63' }, `10.8.0.${i}`);
    for (let i = 0; i < 10; i++) {
      t.clock.advance(61_000);
      expect((await send(i)).body.success, `send ${i + 1}`).toBe(true);
    }
    t.clock.advance(61_000);
    const over = await send(10);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, errorCode: 'sms.quota.exceeded' });
    t.clock.advance(24 * 3600_000);
    expect((await send(11)).body.success).toBe(true);
  });
});
