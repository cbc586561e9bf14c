// The model of the password reset machine: the samples the paths are planned from
// (tests/machines/session/password-reset.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { passwordResetMachine } from '../../machines/session/password-reset.machine.ts';
import type { FieldRule } from '../../../contract/rules/field-rules.ts';
import type { MachineModel } from '../model/harness.ts';

export const passwordRule: FieldRule = { enabled: true, required: true, minLength: 8, maxLength: 20, acceptedPattern: '*', patternId: '' };
export const refusal = (errorCode: string) => Object.assign(new Error(errorCode), { errorCode, message: `server: ${errorCode}` });
export const token = { token: 't', firstTimeLogin: false, passwordExpired: false, type: 0 };

const model: MachineModel<typeof passwordResetMachine> = {
  machine: passwordResetMachine,
  inputs: [
    { mobileTab: true, passwordRule, link: null },
    { mobileTab: true, passwordRule, link: { account: 'demo', code: '123456' } },
  ],
  events: [
    { type: 'tab.select', mode: 'email' },
    { type: 'tab.select', mode: 'mobile' },
    { type: 'field.change', field: 'username', value: 'demo' },
    { type: 'field.change', field: 'email', value: 'demo@playstate.test' },
    { type: 'field.change', field: 'mobileNum', value: '09171234567' },
    { type: 'field.change', field: 'verificationCode', value: '123456' },
    { type: 'field.change', field: 'newPassword', value: 'Reset2026' },
    { type: 'field.change', field: 'code', value: '654321' },
    { type: 'sms.request' },
    { type: 'reset.submit' },
    { type: 'reset.again' },
    { type: 'xstate.done.actor.resetByEmail', output: undefined },
    { type: 'xstate.error.actor.resetByEmail', error: refusal('reset.email.unknown') },
    { type: 'xstate.done.actor.resetByPhone', output: { account: 'demo' } },
    { type: 'xstate.error.actor.resetByPhone', error: refusal('sms.code.invalid') },
    { type: 'xstate.done.actor.confirmReset', output: { account: 'demo' } },
    { type: 'xstate.error.actor.confirmReset', error: refusal('reset.code.expired') },
    { type: 'xstate.done.actor.login', output: token },
    { type: 'xstate.error.actor.login', error: refusal('captcha.required') },
  ],
  contextKey: (c) => ({
    mode: c.mode,
    u: c.username !== '',
    e: c.email !== '',
    m: c.mobileNum !== '',
    v: c.verificationCode !== '',
    p: c.newPassword !== '',
    c: c.code !== '',
  }),
};

export const models = [model] as const;
