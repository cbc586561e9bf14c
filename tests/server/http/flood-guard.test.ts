// The per-IP flood guard (server/http/flood-guard.ts) and a route's own limit (the captcha's), as a caller sees them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { call, raw } from '../call-client.ts';

describe('the flood guard', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ config: { floodLimitPerMinute: 40 } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const status = (ip: string) => call(t, 'systemStatus', { ip });
  /** A path no call has: counted by the guard all the same. */
  const unknown = (ip: string) => raw(t, 'GET', '/wps/no/such/call', { ip });

  it('refuses an address past its limit in a minute, unknown paths counted, and admits it again a minute later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await (i % 2 ? status : unknown)('198.51.100.1'));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 2 ? 200 : 404)));
    const refused = await status('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back, and the refused one is admitted once its minute has passed.
    expect((await status('198.51.100.2')).status).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await status('198.51.100.1')).status).toBe(200);
  });

  it("keeps a route's own tighter limit: 30 captchas a minute from one address", async () => {
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await call(t, 'captcha', { ip: '198.51.100.3' })).status);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // The rest of the site still answers that address.
    expect((await status('198.51.100.3')).status).toBe(200);
  });
});
