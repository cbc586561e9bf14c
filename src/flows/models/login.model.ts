// The model of the login form machine: the samples the paths are planned from (tests/machines/session/login.test.ts, `npm run
// paths`, the flow viewer), with the answers its behaviour tests share.
import { loginMachine } from '../../machines/session/login.machine.ts';
import type { LoginValue } from '../../../contract/session/session.ts';
import { LOGIN_LIMITS } from '../../../contract/rules/login-limits.ts';
import type { MachineModel } from '../model/harness.ts';

export const answer = (type: number, passwordExpired = false): LoginValue => ({ token: `token-${type}`, firstTimeLogin: false, passwordExpired, type });
export const refusal = (errorCode: string, captcha: boolean) =>
  Object.assign(new Error(errorCode), { errorCode, message: `server says ${errorCode}`, value: { captcha } });
export const captchaImage = { captchaId: 'c1', image: 'data:image/png;base64,AAAA' };

/** What the machine tells apart in a typed value: nothing, something, or more than any limit in the form. */
const size = (text: string, max: number) => (text.trim() === '' ? 'empty' : text.trim().length > max ? 'long' : 'set');

/**
 * The length checks (issue 12): values longer than the server takes, tried beside ordinary ones. A model of their
 * own, because telling "too long" apart in every field of the main model multiplies its states past the limit.
 */
const lengthModel: MachineModel<typeof loginMachine> = {
  machine: loginMachine,
  inputs: [{ origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: true }, rememberedUsername: null }],
  events: [
    { type: 'field.change', field: 'username', value: 'demo' },
    { type: 'field.change', field: 'username', value: 'u'.repeat(LOGIN_LIMITS.username + 1) },
    { type: 'field.change', field: 'password', value: 'Demo1234' },
    { type: 'field.change', field: 'password', value: 'p'.repeat(LOGIN_LIMITS.password + 1) },
    { type: 'field.change', field: 'mobileNum', value: '0917 123 4567' },
    { type: 'field.change', field: 'verificationCode', value: '123456' },
    { type: 'field.change', field: 'verificationCode', value: '1'.repeat(LOGIN_LIMITS.verificationCode + 1) },
    { type: 'field.change', field: 'verification', value: 'Juan Dela Cruz' },
    { type: 'field.change', field: 'verification', value: 'v'.repeat(LOGIN_LIMITS.verification + 1) },
    { type: 'tab.select', mode: 'sms' },
    { type: 'tab.select', mode: 'username' },
    { type: 'login.submit' },
    {
      type: 'xstate.error.actor.login',
      error: Object.assign(new Error('second'), { errorCode: 'login.verification.required', value: { method: 'bankName', hint: '', ticket: '7.ticket' } }),
    },
    { type: 'xstate.done.actor.login', output: answer(0) },
    { type: 'xstate.done.actor.fetchCaptcha', output: captchaImage },
  ],
  contextKey: (c) => ({
    mode: c.mode,
    phone: c.mobileNum !== '',
    code: size(c.verificationCode, LOGIN_LIMITS.verificationCode),
    user: size(c.username, LOGIN_LIMITS.username),
    pass: size(c.password, LOGIN_LIMITS.password),
    answer: c.secondStep === null ? 'none' : size(c.verification, LOGIN_LIMITS.verification),
  }),
};

const model: MachineModel<typeof loginMachine> = {
  machine: loginMachine,
  inputs: [
    { origin: 'popup', passwordExpiryPolicy: true, tabs: { username: true, sms: true }, rememberedUsername: null },
    { origin: 'agentPage', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null },
    { origin: 'header', passwordExpiryPolicy: false, tabs: { username: true, sms: false }, rememberedUsername: null },
  ],
  events: [
    { type: 'field.change', field: 'username', value: ' demo ' },
    { type: 'field.change', field: 'password', value: 'Demo1234' },
    { type: 'field.change', field: 'password', value: '123456' },
    { type: 'field.change', field: 'captcha', value: 'AB12' },
    { type: 'tab.select', mode: 'sms' },
    { type: 'tab.select', mode: 'username' },
    { type: 'remember.toggle' },
    { type: 'field.change', field: 'mobileNum', value: '0917 123 4567' },
    { type: 'field.change', field: 'verificationCode', value: '123456' },
    { type: 'sms.request' },
    { type: 'login.submit' },
    { type: 'xstate.done.actor.login', output: answer(0) },
    { type: 'xstate.done.actor.login', output: answer(1) },
    { type: 'xstate.done.actor.login', output: answer(0, true) },
    { type: 'xstate.error.actor.login', error: refusal('login.failed', true) },
    { type: 'xstate.error.actor.login', error: refusal('something.else', false) },
    {
      type: 'xstate.error.actor.login',
      error: Object.assign(new Error('second'), { errorCode: 'login.verification.required', value: { method: 'bankName', hint: '', ticket: '7.ticket' } }),
    },
    { type: 'xstate.error.actor.login', error: refusal('login.verification.invalid', false) },
    { type: 'field.change', field: 'verification', value: 'Juan Dela Cruz' },
    { type: 'xstate.done.actor.fetchCaptcha', output: captchaImage },
    { type: 'xstate.error.actor.fetchCaptcha', error: new Error('offline') },
    { type: 'xstate.after.captchaCooldown.login.captcha.coolingDown' },
    { type: 'captcha.refresh' },
    { type: 'popup.close' },
  ],
  // The typed text matters only as present, absent or the blocked password, and only for the tab in use.
  contextKey: (c) =>
    c.mode === 'sms'
      ? { mode: c.mode, phone: c.mobileNum !== '', code: c.verificationCode !== '', origin: c.origin }
      : {
          mode: c.mode,
          user: c.username.trim() !== '',
          pass: c.password === '' ? 'empty' : c.password === '123456' ? 'blocked' : 'set',
          captcha: c.captcha.trim() !== '',
          required: c.captchaRequired,
          second: c.secondStep !== null,
          answer: c.secondStep !== null && c.verification !== '',
          origin: c.origin,
          popup: c.incorrectPopup,
        },
};

export const models = [model, lengthModel] as const;
