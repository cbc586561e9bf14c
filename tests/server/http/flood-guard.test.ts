// The per-IP flood guard (server/http/flood-guard.ts) and a route's own limit (the captcha's), as a caller sees them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';

describe('the flood guard', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ config: { floodLimitPerMinute: 40 } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, headers: MERCHANT_HEADERS, remoteAddress: ip });

  it('refuses an address past its limit in a minute, unknown paths counted, and admits it again a minute later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await get(i % 2 ? '/wps/system/status' : '/wps/no/such/call', '198.51.100.1'));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 2 ? 200 : 404)));
    const refused = await get('/wps/system/status', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back, and the refused one is admitted once its minute has passed.
    expect((await get('/wps/system/status', '198.51.100.2')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await get('/wps/system/status', '198.51.100.1')).statusCode).toBe(200);
  });

  it("keeps a route's own tighter limit: 30 captchas a minute from one address", async () => {
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await get('/wps/captcha', '198.51.100.3')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // The rest of the site still answers that address.
    expect((await get('/wps/system/status', '198.51.100.3')).statusCode).toBe(200);
  });
});
