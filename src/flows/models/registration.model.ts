// The model of the registration form machine: the samples the paths are planned from
// (tests/machines/registration/registration.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import type { RegistrationInput } from '../../machines/registration/registration.types.ts';
import type { FieldRule } from '../../../contract/rules/field-rules.ts';
import type { MachineModel } from '../model/harness.ts';

const rule = (min: number, max: number, acceptedPattern = '*', patternId = ''): FieldRule => ({
  enabled: true,
  required: true,
  minLength: min,
  maxLength: max,
  acceptedPattern,
  patternId,
});
export const input: RegistrationInput = {
  tabs: { username: true, mobile: false },
  smsVerification: false,
  rules: { username: rule(6, 16, '^[A-Za-z][A-Za-z0-9]*$', 'LETTER_FIRST_ALNUM'), password: rule(8, 20), affiliateCode: { ...rule(4, 12), required: false } },
};
export const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, message: `server: ${errorCode}`, value });
export const welcome = { token: 'new-token', firstTimeLogin: true, passwordExpired: false, type: 0 };

const model: MachineModel<typeof registrationMachine> = {
  machine: registrationMachine,
  inputs: [input, { ...input, tabs: { username: true, mobile: true }, smsVerification: true }],
  events: [
    { type: 'field.change', field: 'username', value: 'luckyjuan' },
    { type: 'field.change', field: 'password', value: 'Play2026' },
    { type: 'field.change', field: 'confirmPassword', value: 'Play2026' },
    { type: 'terms.toggle' },
    { type: 'tab.select', mode: 'mobile' },
    { type: 'tab.select', mode: 'username' },
    { type: 'field.change', field: 'mobileNum', value: '0919 000 2222' },
    { type: 'field.change', field: 'verificationCode', value: '123456' },
    { type: 'sms.request' },
    { type: 'field.change', field: 'affiliateCode', value: 'AGENT01' },
    { type: 'register.submit' },
    { type: 'xstate.done.actor.register', output: welcome },
    { type: 'xstate.error.actor.register', error: refusal('register.username.taken') },
  ],
  contextKey: (c) => ({ filled: Object.keys(c.values).sort().join(','), terms: c.terms, mode: c.mode, tabs: c.tabs.mobile }),
};

export const models = [model] as const;
