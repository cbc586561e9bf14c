// The email binding code cannot be used to mail addresses at will: each member has a daily allowance, each address
// receives at most a few binding codes a day whichever members ask, and a burst is counted like single calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { outbox } from '../../../server/db/schema.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { BIND_EMAILS_PER_ADDRESS_PER_DAY, BIND_EMAILS_PER_MEMBER_PER_DAY } from '../../../server/account/email-binding.ts';
import { call } from '../call-client.ts';

describe.each(dbKinds)('MCS_bindEmailCode limits on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const mailsTo = async (address: string) => (await t.db.select().from(outbox).where(eq(outbox.recipient, address))).length;
  const ask = (m: Awaited<ReturnType<typeof signedInMember>>, email: string) => call(t, 'sendBindEmailCode', { as: m, body: { email } });

  it(`mails at most ${BIND_EMAILS_PER_MEMBER_PER_DAY} codes a day for one member, even in a burst`, async () => {
    const m = await signedInMember(t, 0);
    const addresses = Array.from({ length: 12 }, (_, i) => `burst-${kind}-${i}@example.com`);
    const answers = await Promise.all(addresses.map((a) => ask(m, a)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(BIND_EMAILS_PER_MEMBER_PER_DAY);
    const refused = answers.filter((a) => !a.body.success);
    expect(refused.every((a) => a.status === 429 && a.body.errorCode === 'TOO_MANY_REQUESTS')).toBe(true);
    const mailed = await Promise.all(addresses.map(mailsTo));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(BIND_EMAILS_PER_MEMBER_PER_DAY);
    // The next day (in a new session: the old one has expired) the member may try again.
    t.clock.advance(86_400_000 + 1);
    const again = { ...m, token: await createSession(t.deps, m.memberId) };
    expect((await ask(again, `burst-${kind}-next@example.com`)).body.success).toBe(true);
  });

  it(`sends one address at most ${BIND_EMAILS_PER_ADDRESS_PER_DAY} binding codes a day, whichever members ask`, async () => {
    const victim = `victim-${kind}@example.com`;
    const outcomes = [];
    for (let i = 0; i < BIND_EMAILS_PER_ADDRESS_PER_DAY + 2; i++) {
      const m = await signedInMember(t, 0);
      const res = await ask(m, i % 2 ? victim.toUpperCase() : victim);
      outcomes.push(res.status);
      t.clock.advance(61_000); // past the one-a-minute throttle of a recipient
    }
    expect(outcomes).toEqual([...Array(BIND_EMAILS_PER_ADDRESS_PER_DAY).fill(200), 429, 429]);
    expect(await mailsTo(victim)).toBe(BIND_EMAILS_PER_ADDRESS_PER_DAY);
  });
});
