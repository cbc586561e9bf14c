import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { testWalletConfig } from '../../../server/config.ts';
import { systemStatusValue } from '../../../contract/system/system.ts';
import { routes } from '../../../contract/routes.ts';
import { call, pathOf, untyped } from '../call-client.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string | undefined> = MERCHANT_HEADERS) => t.app.inject({ method: 'GET', url, headers });

describe('the systemStatus call', () => {
  it('answers the permission response in the envelope', async () => {
    const res = await call(t, 'systemStatus');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ success: true, message: '', errorCode: '' });
    expect(body.value.status).toBe(0);
    expect(body.value.info.whitelabel.map((n: { modId: string }) => n.modId)).toContain('REGISTRATION');
    expect(body.value.info.register.username).toMatchObject({ enabled: true, required: true });
    expect(body.value.info.resources.length).toBeGreaterThan(0);
    expect(body.value.info.customerService.map((c: { csType: string }) => c.csType).sort()).toEqual(['FACEBOOK', 'LIVECHAT', 'TELEGRAM']);
    expect(body.value.info.imageCDNs).toEqual(['']);
    expect(body.value.info.timeZoneOffsetMinutes).toBe(480);
    expect(body.value.location.ip).toBe('127.0.0.1');
    expect(body.value.maintenance).toEqual({ enabled: false, endTime: null });
    expect(body.value.regionRestriction).toEqual({ restricted: false, ip: '127.0.0.1' });
  });

  it("publishes the platform's time zone from its configuration", async () => {
    const newfoundland = await startTestServer({ config: { wallet: { ...testWalletConfig, timeZoneOffsetMinutes: -210 } } });
    try {
      const res = await call(newfoundland, 'systemStatus');
      expect(res.body.value.info.timeZoneOffsetMinutes).toBe(-210);
    } finally {
      await newfoundland.close();
    }
  });

  it('says whether it is a demo server, which is what lets the site offer its flow viewer (/flows)', async () => {
    expect((await call(t, 'systemStatus')).body.value.info.demoMode).toBe(true);
    const production = await startTestServer({ config: { demoMode: false } });
    try {
      const res = await call(production, 'systemStatus');
      expect(res.body.value.info.demoMode).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('answers exactly what the contract describes (the serializer never sees this text)', async () => {
    const value = (await call(t, 'systemStatus')).body.value;
    expect(systemStatusValue.parse(value)).toEqual(value);
  });

  it('reports maintenance with its end time, then normal again', async () => {
    await runOpsCommand(t.deps, 'maintenance-on', { until: '2026-11-22T10:00:00Z' });
    t.app.statusCache.invalidate();
    let value = (await call(t, 'systemStatus')).body.value;
    expect(value.status).toBe(1);
    expect(value.maintenance).toEqual({ enabled: true, endTime: '2026-11-22T10:00:00.000Z' });
    await runOpsCommand(t.deps, 'maintenance-off', {});
    t.app.statusCache.invalidate();
    value = (await call(t, 'systemStatus')).body.value;
    expect(value.status).toBe(0);
  });

  it('reports region restriction for a blocked IP only', async () => {
    await runOpsCommand(t.deps, 'region-block', { ip: '127.0.0.1' });
    t.app.statusCache.invalidate();
    const blocked = (await call(t, 'systemStatus')).body.value;
    expect(blocked.status).toBe(2);
    expect(blocked.regionRestriction).toEqual({ restricted: true, ip: '127.0.0.1' });
    const other = (await call(t, 'systemStatus', { ip: '10.1.2.3' })).body.value;
    expect(other.status).toBe(0);
    await runOpsCommand(t.deps, 'region-unblock', { ip: '127.0.0.1' });
  });
});

describe('platform headers and errors', () => {
  it('rejects a missing or foreign Merchant header with 400 on every API prefix', async () => {
    // The lottery's own prefix serves members only: a session comes first, so the Merchant header is what is refused.
    const authorization = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    // Sent raw: no call of the table goes without the platform's Merchant header.
    for (const url of [pathOf('systemStatus'), pathOf('gameMenus'), pathOf('memberOpenedNumbers')]) {
      for (const merchant of [{}, { merchant: 'other' }, { merchant: 'playstate, playstate' }]) {
        const headers = url === pathOf('memberOpenedNumbers') ? { ...merchant, authorization } : merchant;
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.invalid' });
      }
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await get('/wps/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await get('/wps/openapi.json', {});
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain(routes.systemStatus.path);
  });

  it('serves the help centre and rejects bad query values', async () => {
    const res = await call(t, 'helpCenter', { query: { lang: 'EN', device: 'WEB' } });
    expect(res.body.value.map((s: { tag: string }) => s.tag)).toContain('deposit');
    const bad = await untyped(t, 'helpCenter', { query: { lang: 'XX' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(bad.body.message).toMatch(/lang/);
  });

  it('serves whitelabel, register rules and domain routes', async () => {
    expect((await call(t, 'whitelabel')).body.value[0]!.childrenNodes.length).toBeGreaterThan(0);
    expect((await call(t, 'registerSettings')).body.value.password!.minLength).toBe(8);
    expect((await call(t, 'domainRoute')).body.value.agent).toBe('/agent');
  });

  it('draws game art as SVG and 404s unknown ids', async () => {
    const res = await get('/art/game/10001.svg', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await get('/art/game/1.svg', {})).statusCode).toBe(404);
    expect((await get('/art/game/abc.svg', {})).statusCode).toBe(400);
  });
});

describe('server HTML', () => {
  it('sanitises help content before it leaves the server', async () => {
    const { helpSections } = await import('../../../server/db/schema-content.ts');
    await t.db.insert(helpSections).values({
      tag: 'xss',
      language: 'EN',
      title: 'Bad',
      content: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="https://cdn.example/a.png" onerror="x()"></p>',
      sort: 99,
    });
    const section = (await call(t, 'helpCenter')).body.value.find((s) => s.tag === 'xss')!;
    expect(section.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(section.content).toContain('<img src="https://cdn.example/a.png" />');
  });
});

describe('security headers', () => {
  it('send pages a policy that forbids plugins and base changes, allows frames only from the games and YouTube, and no sniffing', async () => {
    const res = await get('/help');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube\.com/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Also on answers that end in an error.
    expect((await get('/wps/nothing-here')).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /dev/outbox', () => {
  it('answers on this machine only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().errorCode).toBe('dev.loopback.only');
  });
});

describe('GET /dev/captcha/:captchaId', () => {
  it("gives a tester on this machine a recent captcha's answer, which the captcha call itself never carries", async () => {
    const issued = (await call(t, 'captcha')).body.value;
    expect(Object.keys(issued).sort()).toEqual(['captchaId', 'image']);
    const read = await t.app.inject({ method: 'GET', url: `/dev/captcha/${issued.captchaId}` });
    expect(read.json().value.answer).toMatch(/^[A-Z0-9]{4,6}$/);
    const remote = await t.app.inject({ method: 'GET', url: `/dev/captcha/${issued.captchaId}`, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/dev/captcha/unknown' })).statusCode).toBe(404);
  });
});
