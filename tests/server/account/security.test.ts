// The security centre on PGlite and PostgreSQL: account details, nickname and profile fields, binding a mobile
// number and an email with codes from the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { members, outbox } from '../../../server/db/schema.ts';
import { call, untyped } from '../call-client.ts';

describe.each(dbKinds)('security centre on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const lastCode = async (recipient: string) => {
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
    return /(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  };

  it('shows the account and changes the nickname and profile fields', async () => {
    const m = await signedInMember(t, 0);
    const before = (await call(t, 'securityCenter', { as: m })).body.value;
    expect(before).toMatchObject({ account: m.account, mobile: null, email: null, hasPaymentPassword: false, bankAccounts: 0, profile: {} });
    const after = (await call(t, 'updateProfile', { as: m, body: { nickname: 'Lucky Star', birthday: '1990-05-01', telegram: '@lucky' } })).body.value;
    expect(after).toMatchObject({ nickname: 'Lucky Star', profile: { birthday: '1990-05-01', telegram: '@lucky' } });
    expect((await call(t, 'updateProfile', { as: m, body: { telegram: '' } })).body.value.profile).toEqual({ birthday: '1990-05-01' });
    expect((await call(t, 'memberInfo', { as: m })).body.value.nickname).toBe('Lucky Star');
    expect((await call(t, 'updateProfile', { as: m, body: { birthday: '01/05/1990' } })).status).toBe(400);
    expect((await call(t, 'updateProfile', { as: m, body: { nickname: '' } })).status).toBe(400);
    expect((await untyped(t, 'updateProfile', { as: m, body: { password: 'x' } })).status).toBe(400);
  });

  it('binds a mobile number with the texted code, refusing a wrong code and a number someone else has', async () => {
    const m = await signedInMember(t, 0);
    const body = { mobileNum: '0918 765 4321', countryDialingCode: '63' };
    expect((await call(t, 'sendBindMobileCode', { as: m, body })).body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode('+639187654321');
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(t, 'bindMobile', { as: m, body: { ...body, verificationCode: code === '000000' ? '111111' : '000000' } })).body.errorCode).toBe(
      'sms.code.invalid',
    );
    const bound = await call(t, 'bindMobile', { as: m, body: { ...body, verificationCode: code } });
    expect(bound.body.value.mobile).toBe('+63 •••• 4321');
    const [row] = await t.db.select().from(members).where(eq(members.id, m.memberId));
    expect(row!.mobile).toBe('+639187654321');
    const other = await signedInMember(t, 0);
    expect((await call(t, 'sendBindMobileCode', { as: other, body })).body.errorCode).toBe('register.mobile.taken');
    expect((await call(t, 'sendBindMobileCode', { as: other, body: { mobileNum: '123', countryDialingCode: '63' } })).status).toBe(400);
  });

  it('binds an email with the mailed code', async () => {
    const m = await signedInMember(t, 0);
    expect((await call(t, 'sendBindEmailCode', { as: m, body: { email: 'Lucky@Example.com' } })).body.success).toBe(true);
    const code = await lastCode('lucky@example.com');
    expect((await call(t, 'bindEmail', { as: m, body: { email: 'lucky@example.com', verificationCode: code } })).body.value.email).toBe('l•••@example.com');
    expect((await call(t, 'bindEmail', { as: m, body: { email: 'lucky@example.com', verificationCode: code } })).body.errorCode).toBe('sms.code.invalid');
    expect((await call(t, 'sendBindEmailCode', { as: m, body: { email: 'not-an-email' } })).status).toBe(400);
  });

  it('refuses a NUL character in a field with a 400 naming it, changing nothing', async () => {
    const m = await signedInMember(t, 0);
    const before = (await call(t, 'securityCenter', { as: m })).body.value;
    const res = await call(t, 'updateProfile', { as: m, body: { nickname: 'Lucky\u0000Star', telegram: '@lucky' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(res.body.message).toMatch(/nickname/);
    expect((await call(t, 'securityCenter', { as: m })).body.value).toEqual(before);
  });

  it('marks its answers private and never stored, refusals included', async () => {
    const m = await signedInMember(t, 0);
    const trial = await signedInMember(t, 0, 4);
    for (const token of [m.token, trial.token]) {
      const res = await call(t, 'securityCenter', { as: token });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses trial accounts', async () => {
    const trial = await signedInMember(t, 0, 4);
    expect((await call(t, 'securityCenter', { as: trial })).status).toBe(403);
  });
});
