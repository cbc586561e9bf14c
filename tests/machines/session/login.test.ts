import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../../src/machines/session/login.machine.ts';
import { CAPTCHA_REFRESH_MS, type LoginInput } from '../../../src/machines/session/login.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, answer, refusal, captchaImage } from '../../../src/flows/models/login.model.ts';

describe('login machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('login', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 300_000);
});

describe('login machine, behaviour', () => {
  const start = (input: LoginInput = { origin: 'popup', passwordExpiryPolicy: true, tabs: { username: true, sms: true }, rememberedUsername: null }) =>
    driveMachine(loginMachine, { input });
  const fill = (driven: ReturnType<typeof start>, username: string, password: string) => {
    driven.actor.send({ type: 'field.change', field: 'username', value: username });
    driven.actor.send({ type: 'field.change', field: 'password', value: password });
  };

  it('checks required fields before sending anything', () => {
    const driven = start();
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context.error).toBe('validation.usernameRequired');
    driven.actor.send({ type: 'field.change', field: 'username', value: '   ' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context.error).toBe('validation.usernameRequired');
    driven.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context.error).toBe('validation.passwordRequired');
    expect(driven.callsOf('login')).toEqual([]);
  });

  it('sends trimmed values, then hands the token over, closes the popup and goes home', async () => {
    const driven = start();
    fill(driven, '  demo ', 'Demo1234');
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().hasTag('ui:submitting')).toBe(true);
    expect(driven.callsOf('login')).toEqual([{ type: 'username', username: 'demo', password: 'Demo1234' }]);
    await driven.resolve('login', answer(0));
    expect(driven.actions.map((a) => a.name)).toEqual(['signedIn', 'rememberUser', 'closePopup', 'navigate']);
    expect(driven.paramsOf('signedIn')).toEqual(['token-0']);
    expect(driven.paramsOf('navigate')).toEqual(['/']);
  });

  it('makes the member change the password 123456 before anything else', async () => {
    const driven = start();
    fill(driven, 'weakpass', '123456');
    driven.actor.send({ type: 'login.submit' });
    await driven.resolve('login', answer(0));
    expect(driven.actions.map((a) => a.name)).toEqual(['signedIn', 'rememberUser', 'openChangePassword']);
  });

  it('forces a change for an expired password only when the policy is on', async () => {
    const withPolicy = start({ origin: 'popup', passwordExpiryPolicy: true, tabs: { username: true, sms: true }, rememberedUsername: null });
    fill(withPolicy, 'old', 'Old12345');
    withPolicy.actor.send({ type: 'login.submit' });
    await withPolicy.resolve('login', answer(0, true));
    expect(withPolicy.paramsOf('openChangePassword')).toHaveLength(1);

    const withoutPolicy = start({ origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: true }, rememberedUsername: null });
    fill(withoutPolicy, 'old', 'Old12345');
    withoutPolicy.actor.send({ type: 'login.submit' });
    await withoutPolicy.resolve('login', answer(0, true));
    expect(withoutPolicy.paramsOf('openChangePassword')).toEqual([]);
    expect(withoutPolicy.paramsOf('navigate')).toEqual(['/']);
  });

  it('takes agents from the agent page to /agentHome and refuses members there', async () => {
    const agent = start({ origin: 'agentPage', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null });
    fill(agent, 'agent01', 'Agent1234');
    agent.actor.send({ type: 'login.submit' });
    await agent.resolve('login', answer(41));
    expect(agent.paramsOf('navigate')).toEqual(['/agentHome']);

    expect(agent.callsOf('login')).toEqual([{ type: 'username', username: 'agent01', password: 'Agent1234', portal: 'agent' }]);

    // The server refuses members at the agent portal; should one get through, the machine still refuses.
    const member = start({ origin: 'agentPage', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null });
    fill(member, 'demo', 'Demo1234');
    member.actor.send({ type: 'login.submit' });
    await member.resolve('login', answer(0));
    expect(member.paramsOf('signedIn')).toEqual([]);
    expect(member.actor.getSnapshot().context.error).toBe('errors.agent.only');
  });

  it('shows the captcha after a flagged refusal, needs it filled, and refreshes at most once a second', async () => {
    const driven = start();
    fill(driven, 'demo', 'wrong');
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('login.failed', true));
    const after = driven.actor.getSnapshot();
    expect(after.context).toMatchObject({ error: 'errors.login.failed', captchaRequired: true, password: '' });
    expect(after.matches({ captcha: 'loading' })).toBe(true);
    await driven.resolve('fetchCaptcha', captchaImage);
    expect(driven.actor.getSnapshot().context.captchaImage).toBe(captchaImage.image);

    driven.actor.send({ type: 'captcha.refresh' });
    expect(driven.callsOf('fetchCaptcha')).toHaveLength(1);
    driven.advance(CAPTCHA_REFRESH_MS);
    driven.actor.send({ type: 'captcha.refresh' });
    expect(driven.callsOf('fetchCaptcha')).toHaveLength(2);

    driven.actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context.error).toBe('validation.captchaRequired');
    // A new image clears the answer typed for the old one.
    driven.actor.send({ type: 'field.change', field: 'captcha', value: 'OLD1' });
    await driven.resolve('fetchCaptcha', { captchaId: 'c2', image: 'data:image/png;base64,BBBB' });
    expect(driven.actor.getSnapshot().context.captcha).toBe('');
    driven.actor.send({ type: 'field.change', field: 'captcha', value: ' AB12 ' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.callsOf('login').at(-1)).toEqual({ type: 'username', username: 'demo', password: 'Demo1234', captchaId: 'c2', captcha: 'AB12' });
  });

  it("shows the server's message for codes the site does not know", async () => {
    const driven = start();
    fill(driven, 'demo', 'x');
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('account.frozen', false));
    expect(driven.actor.getSnapshot().context.error).toBe('server says account.frozen');
    expect(driven.actor.getSnapshot().context.captchaRequired).toBe(false);
  });
});

describe('login machine, sms tab', () => {
  const start = (tabs = { username: true, sms: true }) =>
    driveMachine(loginMachine, { input: { origin: 'popup', passwordExpiryPolicy: true, tabs, rememberedUsername: null } });

  it('opens on the first tab the flags allow, and refuses a tab that is off', () => {
    expect(start({ username: false, sms: true }).actor.getSnapshot().context.mode).toBe('sms');
    const usernameOnly = start({ username: true, sms: false });
    expect(usernameOnly.actor.getSnapshot().context.mode).toBe('username');
    usernameOnly.actor.send({ type: 'tab.select', mode: 'sms' });
    expect(usernameOnly.actor.getSnapshot().context.mode).toBe('username');
  });

  it('checks the number before asking for a code, then signs in with number and code, no password change', async () => {
    const d = start();
    d.actor.send({ type: 'tab.select', mode: 'sms' });
    d.actor.send({ type: 'field.change', field: 'mobileNum', value: '12' });
    d.actor.send({ type: 'sms.request' });
    expect(d.actor.getSnapshot().context.error).toBe('validation.phone');
    d.actor.send({ type: 'field.change', field: 'mobileNum', value: '0917 123 4567' });
    d.actor.send({ type: 'login.submit' });
    expect(d.actor.getSnapshot().context.error).toBe('validation.codeRequired');
    d.actor.send({ type: 'field.change', field: 'verificationCode', value: ' 123456 ' });
    d.actor.send({ type: 'login.submit' });
    expect(d.callsOf('login')).toEqual([{ type: 'sms', mobileNum: '0917 123 4567', countryDialingCode: '63', verificationCode: '123456' }]);
    await d.resolve('login', answer(0, true));
    expect(d.paramsOf('openChangePassword')).toEqual([]);
    expect(d.paramsOf('navigate')).toEqual(['/']);
  });
});

describe('login machine, remember me', () => {
  it('starts from the remembered username, ticked, and says on success whether to keep remembering', async () => {
    const d = driveMachine(loginMachine, {
      input: { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: 'demo' },
    });
    expect(d.actor.getSnapshot().context).toMatchObject({ username: 'demo', remember: true });
    d.actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    d.actor.send({ type: 'remember.toggle' });
    d.actor.send({ type: 'login.submit' });
    await d.resolve('login', answer(0));
    expect(d.paramsOf('rememberUser')).toEqual([{ remember: false, username: 'demo' }]);
  });
});

describe('login machine, second step', () => {
  const secondAsked = (method: string, hint: string) =>
    Object.assign(new Error('second'), { errorCode: 'login.verification.required', value: { method, hint, ticket: '7.ticket' } });
  const startSecure = () => {
    const d = driveMachine(loginMachine, {
      input: { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null },
    });
    d.actor.send({ type: 'field.change', field: 'username', value: 'secure01' });
    d.actor.send({ type: 'field.change', field: 'password', value: 'Secure1234' });
    return d;
  };

  it('asks for the second step after a right password, then sends the answer with the ticket alone', async () => {
    const d = startSecure();
    d.actor.send({ type: 'login.submit' });
    await d.reject('login', secondAsked('mobile', '+639****567'));
    expect(d.actor.getSnapshot().matches({ form: 'verifying' })).toBe(true);
    expect(d.actor.getSnapshot().context.secondStep).toEqual({ method: 'mobile', hint: '+639****567', ticket: '7.ticket' });
    d.actor.send({ type: 'login.submit' });
    expect(d.actor.getSnapshot().context.error).toBe('validation.verificationRequired');
    d.actor.send({ type: 'field.change', field: 'verification', value: ' 123456 ' });
    d.actor.send({ type: 'login.submit' });
    expect(d.callsOf('login').at(-1)).toEqual({ type: 'secondStep', ticket: '7.ticket', verification: '123456' });
    await d.reject('login', refusal('login.verification.invalid', false));
    expect(d.actor.getSnapshot().matches({ form: 'verifying' })).toBe(true);
    expect(d.actor.getSnapshot().context.error).toBe('errors.login.verification.invalid');
    d.actor.send({ type: 'login.submit' });
    await d.resolve('login', answer(0));
    expect(d.paramsOf('signedIn')).toEqual(['token-0']);
  });

  it('sends the captcha once: the second step after it goes with the ticket, and an expired ticket asks for the password and a new captcha', async () => {
    const d = startSecure();
    d.actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    d.actor.send({ type: 'login.submit' });
    await d.reject('login', refusal('login.failed', true));
    await d.resolve('fetchCaptcha', captchaImage);
    d.actor.send({ type: 'field.change', field: 'password', value: 'Secure1234' });
    d.actor.send({ type: 'field.change', field: 'captcha', value: 'AB12' });
    d.actor.send({ type: 'login.submit' });
    expect(d.callsOf('login').at(-1)).toEqual({ type: 'username', username: 'secure01', password: 'Secure1234', captchaId: 'c1', captcha: 'AB12' });
    await d.reject('login', secondAsked('bankName', ''));
    d.actor.send({ type: 'field.change', field: 'verification', value: 'Juan Dela Cruz' });
    d.actor.send({ type: 'login.submit' });
    expect(d.callsOf('login').at(-1)).toEqual({ type: 'secondStep', ticket: '7.ticket', verification: 'Juan Dela Cruz' });

    await d.reject('login', refusal('login.ticket.expired', false));
    const back = d.actor.getSnapshot();
    expect(back.matches({ form: 'editing' })).toBe(true);
    expect(back.matches({ captcha: 'loading' })).toBe(true);
    expect(back.context).toMatchObject({ error: 'errors.login.ticket.expired', secondStep: null, verification: '', password: '', captcha: '' });
    // The next submit is a password sign-in again, not the dead ticket.
    d.actor.send({ type: 'field.change', field: 'password', value: 'Secure1234' });
    d.actor.send({ type: 'field.change', field: 'captcha', value: 'CD34' });
    d.actor.send({ type: 'login.submit' });
    expect(d.callsOf('login').at(-1)).toMatchObject({ type: 'username', password: 'Secure1234', captcha: 'CD34' });
  });
});

describe('login machine, header form', () => {
  const start = (input: LoginInput = { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: true }, rememberedUsername: null }) =>
    driveMachine(loginMachine, { input });
  const fill = (driven: ReturnType<typeof start>, username: string, password: string) => {
    driven.actor.send({ type: 'field.change', field: 'username', value: username });
    driven.actor.send({ type: 'field.change', field: 'password', value: password });
  };

  it('in the header: an empty "Log in" opens the popup; a missing field or a wrong password pops up "incorrect password"', async () => {
    const header: LoginInput = { origin: 'header', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null };
    const driven = start(header);
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actions.map((a) => a.name)).toEqual(['openPopup']);
    expect(driven.actor.getSnapshot().context.incorrectPopup).toBe(false);

    driven.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context).toMatchObject({ error: 'validation.passwordRequired', incorrectPopup: true });
    driven.actor.send({ type: 'popup.close' });
    expect(driven.actor.getSnapshot().context.incorrectPopup).toBe(false);

    driven.actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('login.failed', true));
    expect(driven.actor.getSnapshot().context).toMatchObject({ error: 'errors.login.failed', incorrectPopup: true, captchaRequired: true });

    // Other refusals are not about the password: no popup.
    driven.actor.send({ type: 'popup.close' });
    driven.actor.send({ type: 'field.change', field: 'password', value: 'again' });
    driven.actor.send({ type: 'field.change', field: 'captcha', value: 'XXXX' });
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('captcha.invalid', true));
    expect(driven.actor.getSnapshot().context).toMatchObject({ error: 'errors.captcha.invalid', incorrectPopup: false });
  });

  it('never pops up "incorrect password" in the login popup', async () => {
    const driven = start();
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actions.map((a) => a.name)).toEqual([]);
    fill(driven, 'demo', 'wrong');
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('login.failed', true));
    expect(driven.actor.getSnapshot().context.incorrectPopup).toBe(false);
  });
});

describe('login machine, a refusal spends the captcha answer (issue 12)', () => {
  const agentPage: LoginInput = { origin: 'agentPage', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null };

  it.each([
    ['the server refuses a non-agent', (d: ReturnType<typeof driveMachine<typeof loginMachine>>) => d.reject('login', refusal('agent.only', false))],
    ['the server lets a non-agent in by mistake', (d: ReturnType<typeof driveMachine<typeof loginMachine>>) => d.resolve('login', answer(0))],
  ])('on the agent page, when %s, a new captcha loads and the answer box empties', async (_, refuse) => {
    const driven = driveMachine(loginMachine, { input: agentPage });
    driven.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    driven.actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('login.failed', true));
    await driven.resolve('fetchCaptcha', captchaImage);
    driven.actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    driven.actor.send({ type: 'field.change', field: 'captcha', value: 'AB12' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.callsOf('login').at(-1)).toMatchObject({ captchaId: 'c1', captcha: 'AB12', portal: 'agent' });
    await refuse(driven);
    expect(driven.actor.getSnapshot().context).toMatchObject({ error: 'errors.agent.only', captcha: '' });
    expect(driven.callsOf('fetchCaptcha')).toHaveLength(2);
    await driven.resolve('fetchCaptcha', { captchaId: 'c2', image: 'data:image/png;base64,BBBB' });
    driven.actor.send({ type: 'field.change', field: 'password', value: 'Agent1234' });
    driven.actor.send({ type: 'field.change', field: 'captcha', value: 'CD34' });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.callsOf('login').at(-1)).toMatchObject({ captchaId: 'c2', captcha: 'CD34' });
  });

  it('a refusal of a request without a captcha loads none', async () => {
    const driven = driveMachine(loginMachine, { input: agentPage });
    driven.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    driven.actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    driven.actor.send({ type: 'login.submit' });
    await driven.reject('login', refusal('agent.only', false));
    expect(driven.callsOf('fetchCaptcha')).toEqual([]);
  });
});

describe('login machine, values longer than the server takes (issue 12)', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each([
    ['username', 'validation.usernameTooLong'],
    ['password', 'validation.passwordTooLong'],
  ] as const)('names the %s that is too long and sends nothing', (field, key) => {
    const driven = driveMachine(loginMachine, {
      input: { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: true }, rememberedUsername: null },
    });
    driven.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    driven.actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    driven.actor.send({ type: 'field.change', field, value: long(200) });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context.error).toBe(key);
    expect(driven.callsOf('login')).toEqual([]);
  });

  it('takes values exactly at the limit', () => {
    const driven = driveMachine(loginMachine, {
      input: { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: true }, rememberedUsername: null },
    });
    driven.actor.send({ type: 'field.change', field: 'username', value: ` ${long(64)} ` });
    driven.actor.send({ type: 'field.change', field: 'password', value: long(64) });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.callsOf('login')).toHaveLength(1);
  });

  it('names a texted code that is too long', () => {
    const driven = driveMachine(loginMachine, {
      input: { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: false, sms: true }, rememberedUsername: null },
    });
    driven.actor.send({ type: 'field.change', field: 'mobileNum', value: '0917 123 4567' });
    driven.actor.send({ type: 'field.change', field: 'verificationCode', value: '1'.repeat(200) });
    driven.actor.send({ type: 'login.submit' });
    expect(driven.actor.getSnapshot().context.error).toBe('validation.verificationCodeTooLong');
    expect(driven.callsOf('login')).toEqual([]);
  });
});
