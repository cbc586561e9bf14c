import { describe, expect, it } from 'vitest';
import { passwordResetMachine } from '../../src/machines/password-reset.machine.ts';
import type { FieldRule } from '../../contract/rules/field-rules.ts';
import { formatCoverage } from './coverage.ts';
import { driveMachine } from './drive-machine.ts';
import { runModel, type MachineModel } from './harness.ts';

const passwordRule: FieldRule = { enabled: true, required: true, minLength: 8, maxLength: 20, acceptedPattern: '*', patternId: '' };
const refusal = (errorCode: string) => Object.assign(new Error(errorCode), { errorCode, message: `server: ${errorCode}` });
const token = { token: 't', firstTimeLogin: false, passwordExpired: false, type: 0 };

const model: MachineModel<typeof passwordResetMachine> = {
  machine: passwordResetMachine,
  inputs: [{ mobileTab: true, passwordRule }],
  events: [
    { type: 'tab.select', mode: 'email' },
    { type: 'tab.select', mode: 'mobile' },
    { type: 'field.change', field: 'username', value: 'demo' },
    { type: 'field.change', field: 'email', value: 'demo@playstate.test' },
    { type: 'field.change', field: 'mobileNum', value: '09171234567' },
    { type: 'field.change', field: 'verificationCode', value: '123456' },
    { type: 'field.change', field: 'newPassword', value: 'Reset2026' },
    { type: 'sms.request' },
    { type: 'reset.submit' },
    { type: 'xstate.done.actor.resetByEmail', output: undefined },
    { type: 'xstate.error.actor.resetByEmail', error: refusal('reset.email.unknown') },
    { type: 'xstate.done.actor.resetByPhone', output: { account: 'demo' } },
    { type: 'xstate.error.actor.resetByPhone', error: refusal('sms.code.invalid') },
    { type: 'xstate.done.actor.login', output: token },
    { type: 'xstate.error.actor.login', error: refusal('captcha.required') },
  ],
  contextKey: (c) => ({ mode: c.mode, u: c.username !== '', e: c.email !== '', m: c.mobileNum !== '', v: c.verificationCode !== '', p: c.newPassword !== '' }),
};

describe('passwordReset machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModel(model);
    console.log(`${formatCoverage('passwordReset', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('passwordReset machine, behaviour', () => {
  it('opens on the mobile tab when CHNGPASSVERIF3 is on, and offers only email when it is off', () => {
    expect(driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule } }).actor.getSnapshot().context.mode).toBe('mobile');
    const emailOnly = driveMachine(passwordResetMachine, { input: { mobileTab: false, passwordRule } });
    expect(emailOnly.actor.getSnapshot().context.mode).toBe('email');
    emailOnly.actor.send({ type: 'tab.select', mode: 'mobile' });
    expect(emailOnly.actor.getSnapshot().context.mode).toBe('email');
  });

  it('by email: checks the fields, then says the mail is sent and closes', async () => {
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: false, passwordRule } });
    d.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    d.actor.send({ type: 'field.change', field: 'email', value: 'not-mail' });
    d.actor.send({ type: 'reset.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.pattern.EMAIL' });
    d.actor.send({ type: 'field.change', field: 'email', value: ' demo@playstate.test ' });
    d.actor.send({ type: 'reset.submit' });
    expect(d.callsOf('resetByEmail')).toEqual([{ username: 'demo', email: 'demo@playstate.test' }]);
    await d.resolve('resetByEmail');
    expect(d.paramsOf('notify')).toEqual(['password.emailSent']);
    expect(d.paramsOf('closeModal')).toHaveLength(1);
  });

  it('by phone: resets, then signs in with the account the server named and the new password', async () => {
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule } });
    for (const [field, value] of [['mobileNum', '09171234567'], ['verificationCode', '123456'], ['newPassword', '123456']] as const)
      d.actor.send({ type: 'field.change', field, value });
    d.actor.send({ type: 'reset.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.passwordLength', values: { min: 8, max: 20 } });
    d.actor.send({ type: 'field.change', field: 'newPassword', value: 'Reset2026' });
    d.actor.send({ type: 'reset.submit' });
    await d.resolve('resetByPhone', { account: 'demo' });
    expect(d.callsOf('login')).toEqual([{ type: 'username', username: 'demo', password: 'Reset2026' }]);
    await d.resolve('login', token);
    expect(d.paramsOf('signedIn')).toEqual(['t']);
    expect(d.paramsOf('navigate')).toEqual(['/']);
  });

  it('by phone: when the automatic sign-in is refused, says the password changed and closes', async () => {
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule } });
    for (const [field, value] of [['mobileNum', '09171234567'], ['verificationCode', '123456'], ['newPassword', 'Reset2026']] as const)
      d.actor.send({ type: 'field.change', field, value });
    d.actor.send({ type: 'reset.submit' });
    await d.resolve('resetByPhone', { account: 'demo' });
    await d.reject('login', refusal('captcha.required'));
    expect(d.paramsOf('notify')).toEqual(['password.resetDone']);
    expect(d.paramsOf('signedIn')).toEqual([]);
  });
});
