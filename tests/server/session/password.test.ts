import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { call } from '../call-client.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

// Each sign-in comes from its own address: a failure from one address makes the captcha required there.
let address = 0;
const login = async (username: string, password: string) =>
  (await call(t, 'login', { body: { type: 'username', username, password }, ip: `10.9.0.${++address}` })).body;
const changePassword = (body: CallBody<'changePassword'>, token?: string) => call(t, 'changePassword', { as: token, body, ip: `10.9.0.${++address}` });

describe('changePassword', () => {
  it('changes the password: the new one signs in, the old one does not', async () => {
    const { value } = await login('weakpass', '123456');
    const res = await changePassword({ oldPassword: '123456', newPassword: 'Better2026', confirmNewPassword: 'Better2026' }, value.token);
    expect(res.body).toMatchObject({ success: true });
    expect((await login('weakpass', 'Better2026')).success).toBe(true);
    // A second failure would ask for a captcha; this one is the first.
    expect((await login('weakpass', '123456')).errorCode).toBe('login.failed');
  });

  it('refuses 123456, a short or rule-breaking password and a wrong confirmation with 400, changing nothing', async () => {
    const { value } = await login('newbie', 'Newbie1234');
    const cases: [CallBody<'changePassword'>, string][] = [
      [{ oldPassword: 'Newbie1234', newPassword: '123456', confirmNewPassword: '123456' }, 'validation.passwordLength'],
      [{ oldPassword: 'Newbie1234', newPassword: 'short1', confirmNewPassword: 'short1' }, 'validation.passwordLength'],
      [{ oldPassword: 'Newbie1234', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' }, 'validation.pattern.LETTER_DIGIT'],
      [{ oldPassword: 'Newbie1234', newPassword: 'Good12345', confirmNewPassword: 'Good12346' }, 'validation.confirmMismatch'],
    ];
    for (const [payload, code] of cases) {
      const res = await changePassword(payload, value.token);
      expect(res.status, code).toBe(400);
      expect(res.body.errorCode).toBe(code);
    }
    const wrongOld = (await changePassword({ oldPassword: 'nope', newPassword: 'Good12345', confirmNewPassword: 'Good12345' }, value.token)).body;
    expect(wrongOld).toMatchObject({ success: false, errorCode: 'password.incorrect' });
    expect((await login('newbie', 'Newbie1234')).success).toBe(true);
  });

  it('needs a session', async () => {
    const res = await changePassword({ oldPassword: 'a', newPassword: 'Good12345', confirmNewPassword: 'Good12345' });
    expect(res.status).toBe(401);
  });
});
