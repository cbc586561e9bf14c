import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { members, outbox } from '../../../server/db/schema.ts';
import { totpAt } from '../../../server/session/totp.ts';
import type { SecondStepValue } from '../../../contract/session/session.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let address = 0;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Signs in with the password and, given an answer, sends it with the ticket the password earned (issue 39). */
async function login(username: string, password: string, verification?: string) {
  const asked = (await call(t, 'login', { body: { type: 'username', username, password }, ip: `10.11.0.${++address}` })).body;
  if (verification === undefined || asked.errorCode !== 'login.verification.required') return asked;
  const { ticket } = asked.value as unknown as SecondStepValue;
  return (await call(t, 'login', { body: { type: 'secondStep', ticket, verification }, ip: `10.11.0.${++address}` })).body;
}
const answerWith = async (ticket: string, verification: string) =>
  (await call(t, 'login', { body: { type: 'secondStep', ticket, verification }, ip: `10.11.0.${++address}` })).body;
const ticketOf = (asked: { value: unknown }) => (asked.value as SecondStepValue).ticket;
const lastMessage = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

describe('the second step at sign-in', () => {
  it('asks for the bank account name, refuses a wrong one, accepts the right one in any case and spacing', async () => {
    const first = await login('secure01', 'Secure1234');
    expect(first).toMatchObject({ success: false, errorCode: 'login.verification.required', value: { method: 'bankName', hint: '' } });
    expect((await login('secure01', 'Secure1234', 'Juan Cruz')).errorCode).toBe('login.verification.invalid');
    expect(await login('secure01', 'Secure1234', '  juan  dela   CRUZ ')).toMatchObject({ success: true, value: { type: 0 } });
  });

  it('checks the authenticator code of the moment', async () => {
    expect((await login('secure02', 'Secure1234')).value).toMatchObject({ method: 'google', hint: '' });
    expect((await login('secure02', 'Secure1234', '000000')).errorCode).toBe('login.verification.invalid');
    expect((await login('secure02', 'Secure1234', totpAt('JBSWY3DPEHPK3PXP', t.clock.now()))).success).toBe(true);
  });

  it('texts a code to the mobile, or mails one to the email, and takes it once', async () => {
    await t.db.update(members).set({ secondVerification: 'mobile' }).where(eq(members.account, 'demo'));
    const asked = await login('demo', 'Demo1234');
    expect(asked.value).toMatchObject({ method: 'mobile', hint: '+639****567' });
    const code = /\b(\d{6})\b/.exec((await lastMessage()).body)![1]!;
    expect((await answerWith(ticketOf(asked), code)).success).toBe(true);
    // The code is used up with the ticket: the next sign-in's ticket does not take it again.
    t.clock.advance(61_000);
    expect((await login('demo', 'Demo1234', code)).errorCode).toBe('login.verification.invalid');

    await t.db.update(members).set({ secondVerification: 'email' }).where(eq(members.account, 'demo'));
    t.clock.advance(61_000);
    const mailed = await login('demo', 'Demo1234');
    expect(mailed.value).toMatchObject({ method: 'email', hint: 'de***@playstate.test' });
    const mail = await lastMessage();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'demo@playstate.test' });
    expect((await answerWith(ticketOf(mailed), /\b(\d{6})\b/.exec(mail.body)![1]!)).success).toBe(true);
  });

  it('never reveals the step before the password is right', async () => {
    expect((await login('secure01', 'wrong')).errorCode).toBe('login.failed');
  });
});

describe('the second step limit', () => {
  it('locks the account for a while after five wrong answers, even for the right one', async () => {
    await t.db.update(members).set({ secondVerification: 'bankName', payeeName: 'Ana Santos' }).where(eq(members.account, 'down01'));
    // Each wrong answer on its own ticket: the member's limit counts across tickets.
    for (let i = 0; i < 5; i++) expect((await login('down01', 'Down1234', 'Nobody')).errorCode).toBe('login.verification.invalid');
    const asked = await login('down01', 'Down1234');
    const right = await call(t, 'login', { body: { type: 'secondStep', ticket: ticketOf(asked), verification: 'Ana Santos' }, ip: '10.11.9.10' });
    expect(right.status).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    expect((await login('down01', 'Down1234', 'Ana Santos')).success).toBe(true);
  });
});
