import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MERCHANT_HEADERS, sealedCaller, startTestServer } from '../test-server.ts';
import { outbox } from '../../../server/db/schema.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let call: Awaited<ReturnType<typeof sealedCaller>>;
beforeAll(async () => {
  t = await startTestServer();
  call = await sealedCaller(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, ip = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url, headers: MERCHANT_HEADERS, payload: payload as object, remoteAddress: ip });
const lastSms = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

const smsLogin = (mobileNum: string, verificationCode: string) =>
  call('POST', '/wps/session/login', { type: 'sms', mobileNum, countryDialingCode: '63', verificationCode });

describe('sms codes and sms sign-in', () => {
  it("texts a code to a member's number, once a minute, and signs in with it once", async () => {
    const res = (await post('/wps/verification/sms/noLogin', { mobileNum: '0917 123 4567', countryDialingCode: '63' })).json();
    expect(res).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const sms = await lastSms();
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+639171234567' });
    const code = codeIn(sms!.body);

    const again = await post('/wps/verification/sms/noLogin', { mobileNum: '9171234567', countryDialingCode: '63' });
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('TOO_MANY_REQUESTS');

    expect((await smsLogin('09171234567', code === '000000' ? '111111' : '000000')).json().errorCode).toBe('sms.code.invalid');
    const signedIn = (await smsLogin('09171234567', code)).json();
    expect(signedIn).toMatchObject({ success: true, value: { type: 0 } });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...MERCHANT_HEADERS, authorization: signedIn.value.token } });
    expect(info.json().value.account).toBe('demo');
    expect((await smsLogin('09171234567', code)).json().errorCode).toBe('sms.code.invalid');
  });

  it('answers the same for a number without an account, and texts nothing', async () => {
    const before = await lastSms();
    const res = (await post('/wps/verification/sms/noLogin', { mobileNum: '9181112222', countryDialingCode: '63' }, '10.7.0.2')).json();
    expect(res).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect((await lastSms())?.id).toBe(before?.id);
  });

  it('refuses numbers that do not fit the country and bad bodies with 400', async () => {
    for (const body of [
      { mobileNum: '12345', countryDialingCode: '63' },
      { mobileNum: '9171234567', countryDialingCode: '999' },
    ]) {
      const res = await post('/wps/verification/sms/noLogin', body, '10.7.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.phone');
    }
    for (const body of [
      {},
      { mobileNum: '9171234567' },
      { mobileNum: '9171234567', countryDialingCode: '+63' },
      { mobileNum: '9171234567', countryDialingCode: '63', x: 1 },
    ]) {
      expect((await post('/wps/verification/sms/noLogin', body, '10.7.0.3')).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('texts a registration code only to a number that is not registered yet', async () => {
    const taken = (
      await post('/wps/verification/sms/register', { mobileNo: '9171234567', countryDialingCode: '63', regType: 'registerMobile' }, '10.7.0.4')
    ).json();
    expect(taken).toMatchObject({ success: false, errorCode: 'register.mobile.taken' });
    const fresh = (await post('/wps/verification/sms/register', { mobileNo: '9190001111', countryDialingCode: '63' }, '10.7.0.4')).json();
    expect(fresh.success).toBe(true);
    expect((await lastSms())!.recipient).toBe('+639190001111');
  });

  it('sms sign-in is off without MOBILEVERCODELOGIN3', async () => {
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MOBILEVERCODELOGIN3', enabled: false });
    t.app.statusCache.invalidate();
    expect((await smsLogin('9171234567', '123456')).json().errorCode).toBe('function.not.available');
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MOBILEVERCODELOGIN3', enabled: true });
    t.app.statusCache.invalidate();
  });

  it('says a code has expired once its 5 minutes are up, or after 5 wrong tries, so a new one must be asked for', async () => {
    t.clock.advance(61_000);
    await post('/wps/verification/sms/noLogin', { mobileNum: '9171234567', countryDialingCode: '63' }, '10.7.0.5');
    const late = codeIn((await lastSms())!.body);
    t.clock.advance(5 * 60_000);
    expect((await smsLogin('09171234567', late)).json()).toMatchObject({ success: false, errorCode: 'sms.code.expired' });

    t.clock.advance(61_000);
    await post('/wps/verification/sms/noLogin', { mobileNum: '9171234567', countryDialingCode: '63' }, '10.7.0.5');
    const code = codeIn((await lastSms())!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await smsLogin('09171234567', wrong)).json().errorCode).toBe('sms.code.invalid');
    expect((await smsLogin('09171234567', code)).json().errorCode).toBe('sms.code.expired');
  });

  it('sends one number at most 10 codes a day, then says the quota is used up', async () => {
    const send = (i: number) => post('/wps/verification/sms/register', { mobileNo: '9195550000', countryDialingCode: '63' }, `10.8.0.${i}`);
    for (let i = 0; i < 10; i++) {
      t.clock.advance(61_000);
      expect((await send(i)).json().success, `send ${i + 1}`).toBe(true);
    }
    t.clock.advance(61_000);
    const over = await send(10);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'sms.quota.exceeded' });
    t.clock.advance(24 * 3600_000);
    expect((await send(11)).json().success).toBe(true);
  });
});
