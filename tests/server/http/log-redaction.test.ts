// The request log holds no bearer secret (launch, free-play and pay-page tokens, session links, the
// Authorization header) and no SQL parameter value, whatever the request or the failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember } from '../wallet-helpers.ts';
import { call } from '../call-client.ts';
import { redactMessage, redactUrl } from '../../../server/http/log-redaction.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let member: TestMember;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestServer({ logStream: { write: (line) => void lines.push(line) } });
  member = await signedInMember(t, 100_000);
});
afterAll(() => t.close());

/** Everything logged since the mark, as one text. */
const logSince = (mark: number) => lines.slice(mark).join('');
const tokenOf = (url: string, name: string) => new URL(url, 'http://x').searchParams.get(name)!;

describe('the request log', () => {
  it('logs requests, with a session link token redacted', async () => {
    const mark = lines.length;
    await t.app.inject({ method: 'GET', url: `/?token=${member.token}&lang=EN` });
    const log = logSince(mark);
    expect(log).toContain('"url":"/?token=[redacted]&lang=EN"');
    expect(log).not.toContain(member.token);
  });

  it('never writes a game-launch or free-play token, nor the Authorization header', async () => {
    const mark = lines.length;
    const launched = await call(t, 'launchGame', { as: member, body: { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' } });
    const url: string = launched.body.value.url;
    const launchToken = tokenOf(url, 'token');
    expect(launchToken.length).toBeGreaterThan(15);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const fb = await call(t, 'launchFreeGame', { body: { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' } });
    const funUrl: string = fb.body.value.url;
    const funToken = tokenOf(funUrl, 'fun');
    expect((await t.app.inject({ method: 'GET', url: funUrl })).statusCode).toBe(200);
    const log = logSince(mark);
    expect(log).toContain('/vendor/demo/game/10001?token=[redacted]');
    expect(log).toContain('/vendor/demo/game/10001?fun=[redacted]');
    for (const secret of [launchToken, funToken, member.token]) expect(log).not.toContain(secret);
  });

  it('never writes a pay-page token', async () => {
    const mark = lines.length;
    const payUrl = (await call(t, 'createDepositOrder', { as: member, body: { method: 'GCASH', amount: 500 } })).body.value.payUrl!;
    const pageToken = tokenOf(payUrl, 't');
    expect((await t.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(200);
    const path = new URL(payUrl, 'http://x').pathname;
    expect(
      (await t.app.inject({ method: 'POST', url: `${path}/pay`, payload: `t=${pageToken}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
        .statusCode,
    ).toBe(200);
    const log = logSince(mark);
    expect(log).toContain(`${path}?t=[redacted]`);
    expect(log).not.toContain(pageToken);
  });
});

describe.each(dbKinds)('a database failure on %s', (kind) => {
  let d: Awaited<ReturnType<typeof startTestServer>>;
  const dbLines: string[] = [];
  beforeAll(async () => {
    d = await startTestServer({ kind, logStream: { write: (line) => void dbLines.push(line) } });
  });
  afterAll(() => d.close());

  it('is logged by its code, without the statement parameters', async () => {
    const username = 'leaky-user-7731';
    const email = 'leak-7731@example.com';
    await d.db.execute(sql`alter table members rename to members_away`);
    try {
      const mark = dbLines.length;
      const res = await call(d, 'resetPasswordByEmail', { body: { username, email } });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, errorCode: 'system.error', message: 'Unknown error' });
      const log = dbLines.slice(mark).join('');
      const errorLine = JSON.parse(dbLines.slice(mark).find((l) => l.includes('"level":50'))!);
      expect(errorLine.err.message).toMatch(/^Failed query: /);
      expect(errorLine.err.code).toBe('42P01');
      expect(errorLine.err.cause.code).toBe('42P01');
      expect(log).toContain('params: [redacted]');
      expect(log).not.toContain('leaky-user');
      expect(log).not.toContain('leak-7731');
    } finally {
      await d.db.execute(sql`alter table members_away rename to members`);
    }
  });
});

describe('redaction rules', () => {
  it('replaces only secret query values', () => {
    expect(redactUrl('/demo-pay/checkout/D1?t=abc&x=1')).toBe('/demo-pay/checkout/D1?t=[redacted]&x=1');
    expect(redactUrl('/wps/x?gameCode=JL_1&resetToken=s3cret&password=p')).toBe('/wps/x?gameCode=JL_1&resetToken=[redacted]&password=[redacted]');
    expect(redactUrl('/wps/x')).toBe('/wps/x');
  });

  it("cuts a query's parameters and a driver's quoted values out of error messages", () => {
    expect(redactMessage('Failed query: select 1 where a = $1\nparams: secret-value')).toBe('Failed query: select 1 where a = $1\nparams: [redacted]');
    expect(redactMessage('value "3095930627" is out of range for type integer', true)).toBe('value "[redacted]" is out of range for type integer');
    expect(redactMessage('Key (email)=(a@b.co) already exists.', true)).not.toContain('a@b.co');
    expect(redactMessage('fetch /vendor/demo/game/1?token=abcdef failed')).toBe('fetch /vendor/demo/game/1?token=[redacted] failed');
  });
});
