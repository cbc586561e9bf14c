// Headers every answer carries: a Permissions-Policy turning off what the site never uses on pages and files, the
// API's data-only policy on its answers, and no-store on every answer of a login-required call, whatever its outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember } from '../wallet-helpers.ts';
import { routes } from '../../../contract/routes.ts';
import { pathOf } from '../call-client.ts';
import { createSession } from '../../../server/session/sessions.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let member: TestMember;
beforeAll(async () => {
  t = await startTestServer({ config: { launchGameCDNs: ['https://games.example.net/cdn', ''] } });
  member = await signedInMember(t, 10_000);
});
afterAll(() => t.close());

describe('Permissions-Policy', () => {
  it('turns off camera, microphone, location, payment and USB on pages and files, and keeps fullscreen for framed games', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/promotions' }),
      t.app.inject({ method: 'GET', url: '/vendor/demo/game/10001?fun=not-a-real-token-000' }),
      t.app.inject({ method: 'GET', url: '/art/game/10001.svg' }),
      t.app.inject({ method: 'GET', url: '/no-such-file.js' }),
    ]);
    for (const res of answers) {
      const policy = res.headers['permissions-policy'];
      expect(policy, res.raw.req.url).toBeDefined();
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
      expect(policy).toContain('fullscreen=(self "https://www.youtube.com" "https://games.example.net")');
    }
  });
});

describe("the API's security headers", () => {
  it('let an API answer be nothing but data, whatever its outcome: it loads nothing, is framed nowhere and is never sniffed', async () => {
    // Sent raw: the test reads each answer's own request in its messages; the unknown path is no call's.
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: pathOf('systemStatus'), headers: MERCHANT_HEADERS }),
      t.app.inject({ method: 'GET', url: '/wps/nothing-here', headers: MERCHANT_HEADERS }),
      t.app.inject({ method: 'GET', url: pathOf('memberInfo'), headers: MERCHANT_HEADERS }),
      t.app.inject({ method: 'GET', url: pathOf('gameMenus'), headers: MERCHANT_HEADERS }),
      t.app.inject({ method: routes.login.method, url: pathOf('login'), headers: MERCHANT_HEADERS, payload: 'not json' }),
    ]);
    for (const res of answers) {
      const url = `${res.raw.req.method} ${res.raw.req.url} ${res.statusCode}`;
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    }
  });
});

describe('Cache-Control on login-required calls', () => {
  it('is no-store on every answer of every login-required route, signed in or not', async () => {
    const routes = t.app.routeTable.filter((r) => r.auth);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const token = await createSession(t.deps, member.memberId);
      for (const authorization of [token, undefined]) {
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: { ...MERCHANT_HEADERS, ...(authorization ? { authorization } : {}) } });
        expect(res.headers['cache-control'], `${route.method} ${route.url} ${res.statusCode}`).toMatch(/\bno-store\b/);
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
  });

  it('leaves public answers cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/art/game/10001.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
