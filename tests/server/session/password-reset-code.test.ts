// Forgot password by email (issue 39 item 6): the mail carries a one-time code (and a link to the site's reset page
// with it) that expires in 30 minutes; the password changes only when the code comes back with a new password, so
// the old one keeps working until then and someone who only knows a username and its email locks no one out.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { members, outbox } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/shared/passwords.ts';

describe.each(dbKinds)('the password reset code by email on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  let address = 0;
  const ip = () => `10.39.${kind === 'pglite' ? 6 : 7}.${++address}`;
  const login = async (username: string, password: string) => (await call(t, 'login', { body: { type: 'username', username, password }, ip: ip() })).body;
  const request = (username: string, email: string) => call(t, 'resetPasswordByEmail', { body: { username, email }, ip: ip() });
  const confirm = (username: string, code: string, newPassword: string) => call(t, 'confirmPasswordReset', { body: { username, code, newPassword }, ip: ip() });
  const lastMail = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

  /** A member of its own, with the password Start2026 and a known email. */
  let seq = 0;
  async function member() {
    const account = ['down01', 'down02', 'down03', 'demo'][seq++]!;
    const email = `${account}@reset.test`;
    await t.db
      .update(members)
      .set({ email, passwordHash: await hashPassword('Start2026') })
      .where(eq(members.account, account));
    return { account, email };
  }
  async function mailedCode(account: string, email: string) {
    expect((await request(account, email.toUpperCase())).body).toEqual({ success: true, value: null, message: '', errorCode: '' });
    const mail = await lastMail();
    expect(mail).toMatchObject({ channel: 'email', recipient: email });
    const code = /\b(\d{6})\b/.exec(mail.body)![1]!;
    return { code, body: mail.body };
  }

  it('mails a code and a link; the old password works until the code is used, then only the new one', async () => {
    const m = await member();
    const { code, body } = await mailedCode(m.account, m.email);
    expect(body).toContain(`/resetPassword?account=${m.account}&code=${code}`);
    expect(body).toContain('30 minutes');
    expect((await login(m.account, 'Start2026')).success).toBe(true);

    const wrong = await confirm(m.account, code === '000000' ? '111111' : '000000', 'Better2026');
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'reset.code.invalid' });
    expect((await login(m.account, 'Start2026')).success).toBe(true);

    expect((await confirm(m.account, ` ${code} `, 'Better2026')).body).toEqual({ success: true, value: { account: m.account }, message: '', errorCode: '' });
    expect((await login(m.account, 'Better2026')).success).toBe(true);
    // Used once: the same code sets nothing again.
    expect((await confirm(m.account, code, 'Third2026')).body.errorCode).toBe('reset.code.invalid');
    expect((await login(m.account, 'Better2026')).success).toBe(true);
    expect((await login(m.account, 'Start2026')).errorCode).toBe('login.failed');
  });

  it('refuses a code after 30 minutes, and leaves the password', async () => {
    const m = await member();
    const { code } = await mailedCode(m.account, m.email);
    t.clock.advance(30 * 60_000 + 1_000);
    expect((await confirm(m.account, code, 'Better2026')).body).toMatchObject({ success: false, errorCode: 'reset.code.expired' });
    expect((await login(m.account, 'Start2026')).success).toBe(true);
  });

  it('takes five wrong codes, then refuses even the right one', async () => {
    const m = await member();
    const { code } = await mailedCode(m.account, m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(m.account, wrong, 'Better2026')).body.errorCode).toBe('reset.code.invalid');
    expect((await confirm(m.account, code, 'Better2026')).body.errorCode).toBe('reset.code.expired');
    expect((await login(m.account, 'Start2026')).success).toBe(true);
  });

  it('answers an unknown pair as a known one and mails nothing; a code for another account or none is refused alike', async () => {
    const m = await member();
    const mails = (await t.db.select().from(outbox)).length;
    expect((await request(m.account, 'someone@else.test')).body).toEqual({ success: true, value: null, message: '', errorCode: '' });
    expect((await request('nobody-at-all', m.email)).body).toEqual({ success: true, value: null, message: '', errorCode: '' });
    expect((await t.db.select().from(outbox)).length).toBe(mails);
    expect((await confirm(m.account, '123456', 'Better2026')).body.errorCode).toBe('reset.code.invalid');
    expect((await confirm('nobody-at-all', '123456', 'Better2026')).body.errorCode).toBe('reset.code.invalid');
    // A new password the rule refuses is named as a bad field, and spends no code.
    const { code } = await mailedCode(m.account, m.email);
    expect((await confirm(m.account, code, 'short')).status).toBe(400);
    expect((await confirm(m.account, code, 'Better2026')).body.success).toBe(true);
  });
});
