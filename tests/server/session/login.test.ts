import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { call, raw, untyped } from '../call-client.ts';
import { sealPayload } from '../../../src/api/encryption.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { CAPTCHA_ALPHABET } from '../../../server/session/captcha-image.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let publicKey: string;
let seq = 0;

beforeAll(async () => {
  t = await startTestServer();
  // Captcha text comes from the injected random: this one always picks the first letter, so the answer is known.
  t.deps.random = { int: (min) => min, bytes: (n) => Buffer.alloc(n, ++seq % 256).fill(seq >> 8, 0, 1) };
  publicKey = (await call(t, 'rsaKey')).body.value.publicKey;
});
afterAll(() => t.close());

const CAPTCHA_ANSWER = CAPTCHA_ALPHABET[0]!.repeat(4);

function login(body: CallBody<'login'>, opts: { ip?: string; now?: number } = {}) {
  return call(t, 'login', { body, ip: opts.ip ?? '10.0.0.1', sealedAt: opts.now });
}

async function captcha(ip = '10.0.0.1') {
  return (await call(t, 'captcha', { ip })).body.value;
}

describe('login', () => {
  it('signs in with the right password and answers a working token', async () => {
    const res = await login({ type: 'username', username: ' demo ', password: 'Demo1234' }, { ip: '10.0.0.2' });
    const value = res.body.value;
    expect(res.body.success).toBe(true);
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, type: 0 });
    const info = await call(t, 'memberInfo', { as: value.token });
    expect(info.body.value.account).toBe('demo');
  });

  it('asks for the captcha after a failure, refuses a wrong one once, and accepts the right one', async () => {
    const ip = '10.0.0.3';
    const first = (await login({ type: 'username', username: 'agent01', password: 'wrong' }, { ip })).body;
    expect(first).toMatchObject({ success: false, errorCode: 'login.failed', value: { captcha: true } });

    const noCaptcha = (await login({ type: 'username', username: 'agent01', password: 'Agent1234' }, { ip })).body;
    expect(noCaptcha).toMatchObject({ success: false, errorCode: 'captcha.required' });

    const wrong = await captcha(ip);
    expect(wrong.image).toMatch(/^data:image\/png;base64,/);
    const refused = (await login({ type: 'username', username: 'agent01', password: 'Agent1234', captchaId: wrong.captchaId, captcha: 'ZZZZ' }, { ip })).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'captcha.invalid' });

    const right = await captcha(ip);
    const ok = (
      await login({ type: 'username', username: 'agent01', password: 'Agent1234', captchaId: right.captchaId, captcha: CAPTCHA_ANSWER.toLowerCase() }, { ip })
    ).body;
    expect(ok).toMatchObject({ success: true, value: { type: 1 } });

    // A captcha answer works once.
    const reused = (await login({ type: 'username', username: 'agent01', password: 'Agent1234', captchaId: right.captchaId, captcha: CAPTCHA_ANSWER }, { ip }))
      .body;
    expect(reused).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
  });

  it('refuses a captcha whose id was altered, forged or has expired, and limits captchas per IP', async () => {
    const ip = '10.0.0.14';
    await login({ type: 'username', username: 'down01', password: 'wrong' }, { ip });
    const attempt = async (captchaId: string) =>
      (await login({ type: 'username', username: 'down01', password: 'Down1234', captchaId, captcha: CAPTCHA_ANSWER }, { ip })).body;
    const issued = await captcha(ip);
    const [expires, nonce, tag] = issued.captchaId.split('.');
    // A later expiry on the same signature, and a signature made up for an answer of the caller's choosing.
    expect(await attempt(`${(Number.parseInt(expires!, 36) + 3_600_000).toString(36)}.${nonce}.${tag}`)).toMatchObject({ errorCode: 'captcha.invalid' });
    expect(await attempt(`${expires}.${nonce}x.${'A'.repeat(43)}`)).toMatchObject({ errorCode: 'captcha.invalid' });
    const stale = await captcha(ip);
    t.clock.advance(3 * 60_000);
    expect(await attempt(stale.captchaId)).toMatchObject({ errorCode: 'captcha.invalid' });
    t.clock.advance(-3 * 60_000); // the other tests seal their bodies at the file's fixed time
    expect(await attempt(issued.captchaId)).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect(await attempt((await captcha(ip)).captchaId)).toMatchObject({ success: true });

    const burst = await Promise.all(Array.from({ length: 40 }, () => call(t, 'captcha', { ip: '10.0.0.15' })));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    expect(burst.find((r) => r.status === 429)?.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
  });

  it('refuses a replayed, tampered, stale or unsealed body with 400 and signs nobody in', async () => {
    const sealed = await sealPayload(publicKey, { type: 'username', username: 'demo', password: 'Demo1234' }, t.clock.now().getTime());
    // Raw: the sealed body is made here, to send it twice, tampered or unsealed.
    const send = (headers: Record<string, string>, body: unknown) => raw(t, routes.login.method, routes.login.path, { headers, body, ip: '10.0.0.4' });
    expect((await send({ encryption: sealed.header }, sealed.body)).body.success).toBe(true);
    const replay = await send({ encryption: sealed.header }, sealed.body);
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('encryption.replayed');

    const fresh = await sealPayload(publicKey, { type: 'username', username: 'demo', password: 'Demo1234' }, t.clock.now().getTime());
    const bytes = Buffer.from(fresh.body.value, 'base64');
    bytes[20] = bytes[20]! ^ 1;
    const tampered = await send({ encryption: fresh.header }, { value: bytes.toString('base64') });
    expect(tampered.status).toBe(400);
    expect(tampered.body.errorCode).toBe('encryption.invalid');

    expect((await send({}, fresh.body)).body.errorCode).toBe('encryption.invalid');
    expect((await send({ encryption: fresh.header }, { username: 'demo', password: 'Demo1234' })).status).toBe(400);

    const stale = await login({ type: 'username', username: 'demo', password: 'Demo1234' }, { now: t.clock.now().getTime() - 10 * 60_000 });
    expect(stale.status).toBe(400);
    expect(stale.body.errorCode).toBe('encryption.expired');
  });

  it('refuses a NUL character inside the sealed body with a 400 naming the field, and signs nobody in', async () => {
    const res = await login({ type: 'username', username: 'demo\u0000', password: 'Demo1234' }, { ip: '10.0.0.6' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, value: null, errorCode: 'request.invalid' });
    expect(res.body.message).toMatch(/username/);
  });

  it('refuses bad payloads with a field-level 400', async () => {
    for (const payload of [
      { type: 'username', username: 'demo' },
      { type: 'username', username: '   ', password: 'x' },
      { type: 'email', username: 'demo', password: 'x' },
      { type: 'username', username: 'demo', password: 'x', extra: 1 },
    ]) {
      const res = await untyped(t, 'login', { body: payload, ip: '10.0.0.5' });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });

  it('limits failures per account with TOO_MANY_REQUESTS, across IPs', async () => {
    // Each wrong guess after the first needs a solved captcha; ten wrong passwords lock the account for a while.
    for (let i = 0; i < 10; i++) {
      const ip = `10.1.0.${i}`;
      const c = await captcha(ip);
      const res = (await login({ type: 'username', username: 'down02', password: 'nope', captchaId: c.captchaId, captcha: CAPTCHA_ANSWER }, { ip })).body;
      expect(res.errorCode).toBe('login.failed');
    }
    const c = await captcha('10.1.1.1');
    const res = await login(
      { type: 'username', username: 'down02', password: 'Down1234', captchaId: c.captchaId, captcha: CAPTCHA_ANSWER },
      { ip: '10.1.1.1' },
    );
    expect(res.status).toBe(429);
    expect(res.body.errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('lets only agents in through the agent portal, and makes no session for others', async () => {
    const member = (await login({ type: 'username', username: 'down01', password: 'Down1234', portal: 'agent' }, { ip: '10.0.0.7' })).body;
    expect(member).toMatchObject({ success: false, errorCode: 'agent.only', message: 'Non-agents cannot log in' });
    expect(member.value).toBeNull();
    const agent = (await login({ type: 'username', username: 'down03', password: 'Down1234', portal: 'agent' }, { ip: '10.0.0.7' })).body;
    expect(agent).toMatchObject({ success: true, value: { type: 41 } });
  });

  it('answers function.not.available while username login is switched off', async () => {
    await runOpsCommand(t.deps, 'flag-set', { modId: 'USERNAMEREG3', enabled: false });
    t.app.statusCache.invalidate();
    const res = (await login({ type: 'username', username: 'demo', password: 'Demo1234' }, { ip: '10.0.0.6' })).body;
    expect(res).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await runOpsCommand(t.deps, 'flag-set', { modId: 'USERNAMEREG3', enabled: true });
    t.app.statusCache.invalidate();
  });
});

describe('freePlay', () => {
  const freeplay = (ip: string) => call(t, 'freePlay', { ip });

  it('makes a trial account with demo credit from the house and signs it in', async () => {
    const res = (await freeplay('10.2.0.1')).body;
    expect(res).toMatchObject({ success: true, value: { type: 4, firstTimeLogin: false } });
    expect((await call(t, 'memberInfo', { as: res.value.token })).body.value).toMatchObject({ type: 4 });
    expect((await call(t, 'balance', { as: res.value.token })).body.value.balance).toBe(2000);
  });

  it('limits free plays per IP and is off without FREEPLAY3', async () => {
    for (let i = 0; i < 10; i++) expect((await freeplay('10.2.0.2')).status).toBe(200);
    expect((await freeplay('10.2.0.2')).status).toBe(429);
    await runOpsCommand(t.deps, 'flag-set', { modId: 'FREEPLAY3', enabled: false });
    t.app.statusCache.invalidate();
    expect((await freeplay('10.2.0.3')).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await runOpsCommand(t.deps, 'flag-set', { modId: 'FREEPLAY3', enabled: true });
    t.app.statusCache.invalidate();
  });
});
