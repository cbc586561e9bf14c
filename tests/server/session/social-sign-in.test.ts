import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { members } from '../../../server/db/schema.ts';
import { socialIdentities, socialSignIns } from '../../../server/db/schema-social.ts';
import { socialSignInsPruneJob } from '../../../server/session/social/prune-job.ts';
import { walkSocialSignIn } from './social-walk.ts';

describe.each(dbKinds)('social sign-in with the demo provider on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let address = 0;

  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const ticketCall = (ticket: string) => call(t, 'socialTicket', { body: { ticket }, ip: `10.39.0.${++address}` });
  const linkCall = (ticket: string, password: string) => call(t, 'socialLink', { body: { ticket, password }, ip: `10.39.1.${++address}` });

  it('registers a new member on first sign-in (first login) and signs the same member in the next time', async () => {
    const walk = await walkSocialSignIn(t.app, '/social/google/start?lang=EN', { sub: 'g-1001' });
    // Through the provider's own pages on this server, and back to the site.
    expect(walk.visited.some((url) => url.includes('/oidc/google/interaction/'))).toBe(true);
    const first = (await ticketCall(walk.ticket)).body;
    expect(first).toMatchObject({ success: true, value: { firstTimeLogin: true, type: 0 } });
    const info = (await call(t, 'memberInfo', { as: first.value.token })).body.value;
    expect(info.account).toMatch(/^gg\d{8}$/);

    // A ticket signs in once.
    expect((await ticketCall(walk.ticket)).body).toMatchObject({ success: false, errorCode: 'social.expired' });

    const again = (await ticketCall((await walkSocialSignIn(t.app, '/social/google/start', { sub: 'g-1001' })).ticket)).body;
    expect(again.success).toBe(true);
    expect((await call(t, 'memberInfo', { as: again.value.token })).body.value.account).toBe(info.account);
  });

  it('asks the member with the same email for its password, refuses a wrong one, links with the right one', async () => {
    const { ticket } = await walkSocialSignIn(t.app, '/social/facebook/start', { sub: 'fb-2003' });
    expect((await ticketCall(ticket)).body).toMatchObject({
      success: false,
      errorCode: 'social.link.required',
      value: { provider: 'facebook', account: 'demo' },
    });
    expect((await linkCall(ticket, 'wrong-password')).body).toMatchObject({ success: false, errorCode: 'login.failed' });
    const linked = (await linkCall(ticket, 'Demo1234')).body;
    expect(linked).toMatchObject({ success: true, value: { firstTimeLogin: false, type: 0 } });
    expect((await call(t, 'memberInfo', { as: linked.value.token })).body.value.account).toBe('demo');

    // Linked: the next sign-in needs no password.
    const next = (await ticketCall((await walkSocialSignIn(t.app, '/social/facebook/start', { sub: 'fb-2003' })).ticket)).body;
    expect(next).toMatchObject({ success: true, value: { firstTimeLogin: false } });
    const [demo] = await t.db.select().from(members).where(eq(members.account, 'demo'));
    const links = await t.db.select().from(socialIdentities).where(eq(socialIdentities.memberId, demo!.id));
    expect(links.map((l) => [l.provider, l.subject])).toEqual([['facebook', 'fb-2003']]);
  });

  it('stops guessing the password after five wrong ones', async () => {
    const { ticket } = await walkSocialSignIn(t.app, '/social/google/start', { sub: 'g-1003' });
    for (let i = 0; i < 5; i++) expect((await linkCall(ticket, `wrong-${i}`)).body.errorCode).toBe('login.failed');
    expect((await linkCall(ticket, 'Demo1234')).status).toBe(429);
  });

  it("keeps an account's second step: such an account is neither linked nor signed in by a provider", async () => {
    await t.db.update(members).set({ secondVerification: 'bankName' }).where(eq(members.account, 'demo'));
    try {
      // demo's linked Facebook identity (above), and the Google one that only shares its email.
      for (const [start, sub] of [
        ['/social/facebook/start', 'fb-2003'],
        ['/social/google/start', 'g-1003'],
      ] as const) {
        const { ticket } = await walkSocialSignIn(t.app, start, { sub });
        expect((await ticketCall(ticket)).body).toMatchObject({ success: false, errorCode: 'social.secondStep' });
      }
    } finally {
      await t.db.update(members).set({ secondVerification: 'none' }).where(eq(members.account, 'demo'));
    }
  });

  it('answers social.cancelled when the person cancels at the provider', async () => {
    const { ticket } = await walkSocialSignIn(t.app, '/social/google/start', 'cancel');
    expect((await ticketCall(ticket)).body).toMatchObject({ success: false, errorCode: 'social.cancelled' });
  });

  it('refuses a callback that did not start in this browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/social/google/callback?code=abc&state=forged', headers: { host: 'localhost:8080' } });
    const ticket = new URL(String(res.headers.location)).searchParams.get('socialTicket')!;
    expect((await ticketCall(ticket)).body).toMatchObject({ success: false, errorCode: 'social.failed' });
  });

  it('is off where the merchant switched the provider off', async () => {
    await runOpsCommand(t.deps, 'flag-set', { modId: 'GOOGLELOGIN3', enabled: false });
    t.app.statusCache.invalidate();
    try {
      const { ticket, visited } = await walkSocialSignIn(t.app, '/social/google/start', { sub: 'g-1002' });
      expect(visited.some((url) => url.includes('/oidc/'))).toBe(false);
      expect((await ticketCall(ticket)).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    } finally {
      await runOpsCommand(t.deps, 'flag-set', { modId: 'GOOGLELOGIN3', enabled: true });
      t.app.statusCache.invalidate();
    }
  });

  it('lets no new account in on the agent page', async () => {
    const { ticket } = await walkSocialSignIn(t.app, '/social/facebook/start?portal=agent', { sub: 'fb-2001' });
    expect((await ticketCall(ticket)).body).toMatchObject({ success: false, errorCode: 'agent.only' });
  });

  it('answers social.expired for a ticket left unused for more than 10 minutes', async () => {
    const { ticket } = await walkSocialSignIn(t.app, '/social/google/start', { sub: 'g-1002' });
    t.clock.advance(10 * 60_000 + 1);
    expect((await ticketCall(ticket)).body).toMatchObject({ success: false, errorCode: 'social.expired' });
    // The hourly job drops what ran out; nothing under way is left behind.
    await socialSignInsPruneJob.run(t.deps, { from: t.clock.now(), to: t.clock.now() });
    expect(await t.db.select().from(socialSignIns)).toEqual([]);
  });

  it('limits how often one address starts a sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/social/google/start', headers: { host: 'localhost:8080' } })).statusCode);
    expect(statuses).toContain(429);
  });
});
