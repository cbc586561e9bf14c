import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { call, untyped } from '../call-client.ts';
import { members } from '../../../server/db/schema.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let address = 0;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const register = (payload: CallBody<'register'>, ip = `10.5.0.${++address}`) =>
  call(t, 'register', { body: { registerMethod: 'WEB', login: true, ...payload }, ip });

describe('register', () => {
  it('registers by username, signs the new member in with an empty wallet, first login', async () => {
    const res = (await register({ username: 'newplayer1', password: 'Play2026', confirmPassword: 'Play2026', email: 'np@example.com' })).body;
    expect(res).toMatchObject({ success: true, value: { firstTimeLogin: true, type: 0 } });
    expect((await call(t, 'memberInfo', { as: res.value.token })).body.value.account).toBe('newplayer1');
    expect((await call(t, 'balance', { as: res.value.token })).body.value.balance).toBe(0);
  });

  it('binds a member who registers with an invitation code under its agent', async () => {
    const res = (await register({ username: 'invited1', password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: 'agent01' })).body;
    expect(res.success).toBe(true);
    const [agent] = await t.db.select().from(members).where(eq(members.account, 'agent01'));
    const [invited] = await t.db.select().from(members).where(eq(members.account, 'invited1'));
    expect(invited!.parentId).toBe(agent!.id);
    const bad = (await register({ username: 'invited2', password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: 'NOPE99' })).body;
    expect(bad).toMatchObject({ success: false, errorCode: 'affiliate.invalid', message: 'Invalid invitation code' });
    expect(await t.db.select().from(members).where(eq(members.account, 'invited2'))).toEqual([]);
  });

  it('refuses a taken username, whatever its case', async () => {
    const res = (await register({ username: 'AGENT01', password: 'Play2026', confirmPassword: 'Play2026' })).body;
    expect(res).toMatchObject({ success: false, errorCode: 'register.username.taken' });
  });

  it('refuses every field rule broken with a 400 naming the fields, and writes nothing', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{}, { username: 'validation.required', password: 'validation.required', confirmPassword: 'validation.required' }],
      [{ username: '9lives', password: 'Play2026', confirmPassword: 'Play2026' }, { username: 'validation.pattern.LETTER_FIRST_ALNUM' }],
      [{ username: 'abc', password: 'Play2026', confirmPassword: 'Play2026' }, { username: 'validation.lengthRange' }],
      [{ username: 'okname1', password: 'short1', confirmPassword: 'short1' }, { password: 'validation.passwordLength' }],
      [{ username: 'okname1', password: 'Play2026', confirmPassword: 'Play2027' }, { confirmPassword: 'validation.confirmMismatch' }],
      [{ username: 'okname1', password: 'Play2026', confirmPassword: 'Play2026', email: 'not-an-email' }, { email: 'validation.pattern.EMAIL' }],
      [{ username: 'okname1', password: 'Play2026', confirmPassword: 'Play2026', mobileNum: '12ab' }, { mobileNum: 'validation.phone' }],
    ];
    for (const [payload, expected] of cases) {
      const res = await untyped(t, 'register', { body: { registerMethod: 'WEB', login: true, ...payload }, ip: `10.5.0.${++address}` });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errorCode).toBe('register.invalid');
      const fields = res.body.value.fields as Record<string, { key: string }>;
      expect(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.key]))).toEqual(expected);
    }
    expect(await t.db.select().from(members).where(eq(members.account, 'okname1'))).toEqual([]);
  });

  it('limits registrations per IP and is off without USERNAMEREG3', async () => {
    for (let i = 0; i < 10; i++)
      expect((await register({ username: `bulk${i}x`, password: 'Play2026', confirmPassword: 'Play2026' }, '10.6.0.1')).body.success).toBe(true);
    expect((await register({ username: 'bulk10x', password: 'Play2026', confirmPassword: 'Play2026' }, '10.6.0.1')).status).toBe(429);
    await runOpsCommand(t.deps, 'flag-set', { modId: 'USERNAMEREG3', enabled: false });
    t.app.statusCache.invalidate();
    expect((await register({ username: 'later1', password: 'Play2026', confirmPassword: 'Play2026' })).body.errorCode).toBe('function.not.available');
    await runOpsCommand(t.deps, 'flag-set', { modId: 'USERNAMEREG3', enabled: true });
    t.app.statusCache.invalidate();
  });
});

describe('affiliate', () => {
  it('says whether an invitation code belongs to an agent', async () => {
    expect((await call(t, 'affiliate', { query: { code: 'agent01' } })).body).toMatchObject({ success: true, value: { valid: true, nickname: 'Agent One' } });
    expect((await call(t, 'affiliate', { query: { code: 'ZZZZ' } })).body).toMatchObject({ success: false, errorCode: 'affiliate.invalid' });
    expect((await untyped(t, 'affiliate', {})).status).toBe(400);
  });
});

describe('registerMobile', () => {
  const registerMobile = (payload: CallBody<'registerMobile'>, ip = `10.5.2.${++address}`) =>
    call(t, 'registerMobile', { body: { registerMethod: 'WEB', login: true, countryDialingCode: '63', ...payload }, ip });
  const textedCode = async (mobileNo: string) => {
    await call(t, 'sendRegisterCode', { body: { mobileNo, countryDialingCode: '63' }, ip: `10.5.3.${++address}` });
    const { outbox } = await import('../../../server/db/schema.ts');
    const { desc } = await import('drizzle-orm');
    const [sms] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    return /\b(\d{6})\b/.exec(sms!.body)![1]!;
  };

  it('registers with the texted code, names the account after the number and signs it in', async () => {
    const code = await textedCode('9190002222');
    const res = (await registerMobile({ mobileNum: '0919 000 2222', verificationCode: code, password: 'Play2026', confirmPassword: 'Play2026' })).body;
    expect(res).toMatchObject({ success: true, value: { firstTimeLogin: true } });
    const info = await call(t, 'memberInfo', { as: res.value.token });
    expect(info.body.value.account).toBe('m639190002222');
  });

  it('needs the mobile number and a right code; a taken number is refused', async () => {
    const missing = await untyped(t, 'registerMobile', {
      body: { registerMethod: 'WEB', login: true, countryDialingCode: '63', password: 'Play2026', confirmPassword: 'Play2026' },
      ip: `10.5.2.${++address}`,
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.value.fields).sort()).toEqual(['mobileNum', 'verificationCode']);
    const wrong = (await registerMobile({ mobileNum: '9190003333', verificationCode: '000000', password: 'Play2026', confirmPassword: 'Play2026' })).body;
    expect(wrong.errorCode).toBe('sms.code.invalid');
    const code = await textedCode('9190004444');
    await t.db.update(members).set({ mobile: '+639190004444' }).where(eq(members.account, 'newbie'));
    const taken = (await registerMobile({ mobileNum: '9190004444', verificationCode: code, password: 'Play2026', confirmPassword: 'Play2026' })).body;
    expect(taken.errorCode).toBe('register.mobile.taken');
  });

  it('is off without MOBILENUMREG3', async () => {
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MOBILENUMREG3', enabled: false });
    t.app.statusCache.invalidate();
    expect((await registerMobile({ mobileNum: '9190005555', password: 'Play2026', confirmPassword: 'Play2026' })).body.errorCode).toBe(
      'function.not.available',
    );
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MOBILENUMREG3', enabled: true });
    t.app.statusCache.invalidate();
  });
});
