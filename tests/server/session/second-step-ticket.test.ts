// The second-step ticket (issue 39 item 6): a member who needs a captcha and a second step answers the captcha once,
// with the password, and the second step with the ticket that answer carried; the spent captcha is never sent again.
// A ticket works once, for a few minutes and a few wrong answers; the member's own limit holds across tickets.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { members } from '../../../server/db/schema.ts';
import type { CallBody } from '../../../contract/calls.ts';
import type { SecondStepValue } from '../../../contract/session/session.ts';

const RIGHT = 'Juan Dela Cruz';

describe.each(dbKinds)('the second-step ticket on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  let address = 0;
  const login = async (body: CallBody<'login'>, ip: string) => (await call(t, 'login', { body, ip })).body;
  const secondStep = (ticket: string, verification: string, ip = `10.39.0.${++address}`) =>
    call(t, 'login', { body: { type: 'secondStep', ticket, verification }, ip });

  /** Signs in with the password (and a solved captcha when the server asks for one); the ticket it answers. */
  async function ticketFor(username: string, password: string, ip = `10.39.1.${++address}`): Promise<string> {
    let answer = await login({ type: 'username', username, password }, ip);
    if (answer.errorCode === 'captcha.required') {
      const { captchaId } = (await call(t, 'captcha', { ip })).body.value;
      const captcha = t.app.demoCaptchas!.answerOf(captchaId)!;
      answer = await login({ type: 'username', username, password, captchaId, captcha }, ip);
    }
    expect(answer).toMatchObject({ success: false, errorCode: 'login.verification.required' });
    return (answer.value as unknown as SecondStepValue).ticket;
  }

  it('lets a member who needed a captcha finish with the ticket, without the captcha or the password', async () => {
    const ip = '10.39.2.1';
    // A wrong password first, so the next sign-in asks for a captcha.
    expect(await login({ type: 'username', username: 'secure01', password: 'Wrong1234' }, ip)).toMatchObject({
      errorCode: 'login.failed',
      value: { captcha: true },
    });
    const { captchaId } = (await call(t, 'captcha', { ip })).body.value;
    const captcha = t.app.demoCaptchas!.answerOf(captchaId)!;
    const asked = await login({ type: 'username', username: 'secure01', password: 'Secure1234', captchaId, captcha }, ip);
    expect(asked).toMatchObject({ success: false, errorCode: 'login.verification.required', value: { method: 'bankName', hint: '' } });
    const { ticket } = asked.value as unknown as SecondStepValue;
    expect(ticket).toMatch(/^\d+\.[\w-]{32}$/);

    const signed = await secondStep(ticket, `  juan dela   CRUZ `, ip);
    expect(signed.body).toMatchObject({ success: true, value: { type: 0 } });
    expect((await call(t, 'memberInfo', { as: (signed.body.value as { token: string }).token })).body.value.account).toBe('secure01');
    // Signed in: the account's failure is forgotten, and its next sign-in (from another address) needs no captcha.
    expect((await login({ type: 'username', username: 'secure01', password: 'Secure1234' }, '10.39.2.2')).errorCode).toBe('login.verification.required');
  });

  it('takes a ticket once', async () => {
    const ticket = await ticketFor('secure01', 'Secure1234');
    expect((await secondStep(ticket, RIGHT)).body.success).toBe(true);
    expect((await secondStep(ticket, RIGHT)).body).toMatchObject({ success: false, errorCode: 'login.ticket.expired' });
  });

  it('takes a ticket once even when the right answer comes twice at once', async () => {
    const ticket = await ticketFor('secure01', 'Secure1234');
    const both = await Promise.all([secondStep(ticket, RIGHT), secondStep(ticket, RIGHT)]);
    expect(both.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(both.find((a) => !a.body.success)!.body.errorCode).toBe('login.ticket.expired');
  });

  it('refuses a ticket after five minutes', async () => {
    const ticket = await ticketFor('secure01', 'Secure1234');
    t.clock.advance(5 * 60_000 + 1_000);
    expect((await secondStep(ticket, RIGHT)).body).toMatchObject({ success: false, errorCode: 'login.ticket.expired' });
  });

  it('refuses a made-up ticket, and one of another member', async () => {
    const ticket = await ticketFor('secure01', 'Secure1234');
    const [secure] = await t.db.select({ id: members.id }).from(members).where(eq(members.account, 'secure01'));
    expect((await secondStep(`${secure!.id}.${'A'.repeat(32)}`, RIGHT)).body.errorCode).toBe('login.ticket.expired');
    expect((await secondStep(ticket.replace(/^\d+/, String(secure!.id + 1)), RIGHT)).body.errorCode).toBe('login.ticket.expired');
    expect((await secondStep('not-a-ticket', RIGHT)).body.errorCode).toBe('login.ticket.expired');
    // The ticket itself still works.
    expect((await secondStep(ticket, RIGHT)).body.success).toBe(true);
  });

  it('takes three wrong answers on a ticket, and five on the member across tickets', async () => {
    await t.db.update(members).set({ secondVerification: 'bankName', payeeName: 'Ana Santos' }).where(eq(members.account, 'down01'));
    const first = await ticketFor('down01', 'Down1234');
    for (let i = 0; i < 3; i++) expect((await secondStep(first, 'Nobody')).body.errorCode).toBe('login.verification.invalid');
    expect((await secondStep(first, 'Ana Santos')).body.errorCode).toBe('login.ticket.expired');

    const second = await ticketFor('down01', 'Down1234');
    for (let i = 0; i < 2; i++) expect((await secondStep(second, 'Nobody')).body.errorCode).toBe('login.verification.invalid');
    const right = await secondStep(second, 'Ana Santos');
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('TOO_MANY_REQUESTS');

    t.clock.advance(15 * 60_000 + 1_000);
    expect((await secondStep(await ticketFor('down01', 'Down1234'), 'Ana Santos')).body.success).toBe(true);
  });

  it('no longer takes the second step beside the password', async () => {
    const res = await call(t, 'login', {
      body: { type: 'username', username: 'secure01', password: 'Secure1234', verification: RIGHT } as unknown as CallBody<'login'>,
      ip: '10.39.3.1',
    });
    expect(res.status).toBe(400);
  });
});
