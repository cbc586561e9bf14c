// TRUST_PROXY names the proxies whose X-Forwarded-For is believed; everyone else is their socket address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseTrustedProxies } from '../../../server/trusted-proxies.ts';
import { ConfigError } from '../../../server/config-error.ts';
import { pathOf } from '../call-client.ts';

const PROXY = '10.0.0.1';

describe('TRUST_PROXY', () => {
  it('is a list of addresses, CIDR blocks or named ranges; unset or 0 trusts nothing', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies('0')).toEqual([]);
    expect(parseTrustedProxies(' 10.0.0.0/8, 192.168.1.5 ,loopback,::1/128')).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback', '::1/128']);
  });

  it('refuses 1 and anything that is not an address, with a message naming what to set', () => {
    expect(() => parseTrustedProxies('1')).toThrow(ConfigError);
    expect(() => parseTrustedProxies('1')).toThrow(/load balancer's addresses/);
    expect(() => parseTrustedProxies('true')).toThrow(ConfigError);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" has an invalid prefix length/);
    expect(() => parseTrustedProxies('10.0.0.1, proxy.internal')).toThrow(/"proxy.internal" is not an IP address/);
    expect(() => parseTrustedProxies('10.0.0.1/8/2')).toThrow(ConfigError);
  });
});

describe('a server behind a configured proxy', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ config: { trustProxy: [PROXY], floodLimitPerMinute: 3 } });
  });
  afterAll(() => t.close());

  const status = (from: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'GET',
      url: pathOf('systemStatus'),
      headers: { ...MERCHANT_HEADERS, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      remoteAddress: from,
    });

  it('counts a direct caller with a forged X-Forwarded-For at its real address in the per-IP limit, and tells only the refused when to retry', async () => {
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push(await status('203.0.113.7', `198.51.100.${i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.json().value.location.ip).toBe('203.0.113.7');
    expect(answers[3]!.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // The guard's settings go out with its refusal only: how long to wait, and the limit.
    for (const admitted of answers.slice(0, 3)) expect(Object.keys(admitted.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.headers['x-ratelimit-limit']).toBe('3');
  });

  it("counts visitors behind the proxy at their forwarded address, and not a visitor's own forged part", async () => {
    const answers = [];
    for (let i = 1; i <= 3; i++) answers.push(await status(PROXY, `198.51.100.${10 + i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().value.location.ip)).toEqual(['198.51.100.11', '198.51.100.12', '198.51.100.13']);
    // The proxy appends the address it saw; what the visitor wrote before it is not believed.
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await status(PROXY, `8.8.8.${i}, 198.51.100.11`)).statusCode);
    expect(more).toEqual([200, 200, 429]);
  });

  it('applies the region block to the real address, whatever the caller forwards', async () => {
    await runOpsCommand(t.deps, 'region-block', { ip: '203.0.113.20' });
    t.app.statusCache.invalidate();
    const forged = (await status('203.0.113.20', '198.51.100.50')).json().value;
    expect(forged.regionRestriction).toEqual({ restricted: true, ip: '203.0.113.20' });
    const viaProxy = (await status(PROXY, '203.0.113.20')).json().value;
    expect(viaProxy.regionRestriction).toEqual({ restricted: true, ip: '203.0.113.20' });
    const hidden = (await status('203.0.113.21', '203.0.113.20')).json().value;
    expect(hidden.regionRestriction).toEqual({ restricted: false, ip: '203.0.113.21' });
  });

  it('keeps /dev/outbox to this machine: a forwarded 127.0.0.1 opens nothing', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-forwarded-for': '127.0.0.1' }, remoteAddress: '203.0.113.30' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errorCode).toBe('dev.loopback.only');
    const throughProxy = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.31' },
      remoteAddress: PROXY,
    });
    expect(throughProxy.statusCode).toBe(403);
  });

  it('keeps /dev/outbox from anything relayed by a proxy on this machine itself', async () => {
    const local = await startTestServer({ config: { trustProxy: ['loopback'] } });
    try {
      const outbox = (headers: Record<string, string>) => local.app.inject({ method: 'GET', url: '/dev/outbox', headers, remoteAddress: '127.0.0.1' });
      expect((await outbox({})).statusCode).toBe(200);
      expect((await outbox({ 'x-forwarded-for': '198.51.100.60' })).statusCode).toBe(403);
      expect((await outbox({ 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
      expect((await outbox({ forwarded: 'for=127.0.0.1' })).statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});

describe('a server with no proxy configured', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from anyone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: pathOf('systemStatus'),
      headers: { ...MERCHANT_HEADERS, 'x-forwarded-for': '198.51.100.1' },
      remoteAddress: '203.0.113.40',
    });
    expect(res.json().value.location.ip).toBe('203.0.113.40');
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-forwarded-for': '127.0.0.1' }, remoteAddress: '203.0.113.41' });
    expect(outbox.statusCode).toBe(403);
  });
});
