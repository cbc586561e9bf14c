import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedCaller, startTestServer } from '../test-server.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let call: Awaited<ReturnType<typeof sealedCaller>>;
beforeAll(async () => {
  t = await startTestServer();
  call = await sealedCaller(t);
});
afterAll(() => t.close());

// Each sign-in comes from its own address: a failure from one address makes the captcha required there.
let address = 0;
const sealedCall = (method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) => call(method, url, payload, { token, ip: `10.9.0.${++address}` });
const login = async (username: string, password: string) => (await sealedCall('POST', '/wps/session/login', { type: 'username', username, password })).json();

describe('POST /wps/member/password', () => {
  it('changes the password: the new one signs in, the old one does not', async () => {
    const { value } = await login('weakpass', '123456');
    const res = await sealedCall(
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'Better2026', confirmNewPassword: 'Better2026' },
      value.token,
    );
    expect(res.json()).toMatchObject({ success: true });
    expect((await login('weakpass', 'Better2026')).success).toBe(true);
    // A second failure would ask for a captcha; this one is the first.
    expect((await login('weakpass', '123456')).errorCode).toBe('login.failed');
  });

  it('refuses 123456, a short or rule-breaking password and a wrong confirmation with 400, changing nothing', async () => {
    const { value } = await login('newbie', 'Newbie1234');
    const cases: [Record<string, string>, string][] = [
      [{ oldPassword: 'Newbie1234', newPassword: '123456', confirmNewPassword: '123456' }, 'validation.passwordLength'],
      [{ oldPassword: 'Newbie1234', newPassword: 'short1', confirmNewPassword: 'short1' }, 'validation.passwordLength'],
      [{ oldPassword: 'Newbie1234', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' }, 'validation.pattern.LETTER_DIGIT'],
      [{ oldPassword: 'Newbie1234', newPassword: 'Good12345', confirmNewPassword: 'Good12346' }, 'validation.confirmMismatch'],
    ];
    for (const [payload, code] of cases) {
      const res = await sealedCall('POST', '/wps/member/password', payload, value.token);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().errorCode).toBe(code);
    }
    const wrongOld = (
      await sealedCall('POST', '/wps/member/password', { oldPassword: 'nope', newPassword: 'Good12345', confirmNewPassword: 'Good12345' }, value.token)
    ).json();
    expect(wrongOld).toMatchObject({ success: false, errorCode: 'password.incorrect' });
    expect((await login('newbie', 'Newbie1234')).success).toBe(true);
  });

  it('needs a session', async () => {
    const res = await sealedCall('POST', '/wps/member/password', { oldPassword: 'a', newPassword: 'Good12345', confirmNewPassword: 'Good12345' });
    expect(res.statusCode).toBe(401);
  });
});
