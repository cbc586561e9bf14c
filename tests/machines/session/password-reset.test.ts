import { describe, expect, it } from 'vitest';
import { passwordResetMachine } from '../../../src/machines/session/password-reset.machine.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, passwordRule, refusal, token } from '../../../src/flows/models/password-reset.model.ts';

describe('passwordReset machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('passwordReset', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('passwordReset machine, behaviour', () => {
  it('opens on the mobile tab when CHNGPASSVERIF3 is on, and offers only email when it is off', () => {
    expect(driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule, link: null } }).actor.getSnapshot().context.mode).toBe('mobile');
    const emailOnly = driveMachine(passwordResetMachine, { input: { mobileTab: false, passwordRule, link: null } });
    expect(emailOnly.actor.getSnapshot().context.mode).toBe('email');
    emailOnly.actor.send({ type: 'tab.select', mode: 'mobile' });
    expect(emailOnly.actor.getSnapshot().context.mode).toBe('email');
  });

  it('by email: checks the fields, says the mail is sent, then sets the password with the mailed code and signs in', async () => {
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: false, passwordRule, link: null } });
    d.actor.send({ type: 'field.change', field: 'username', value: 'demo' });
    d.actor.send({ type: 'field.change', field: 'email', value: 'not-mail' });
    d.actor.send({ type: 'reset.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.pattern.EMAIL' });
    d.actor.send({ type: 'field.change', field: 'email', value: ' demo@playstate.test ' });
    d.actor.send({ type: 'reset.submit' });
    expect(d.callsOf('resetByEmail')).toEqual([{ username: 'demo', email: 'demo@playstate.test' }]);
    await d.resolve('resetByEmail');
    expect(d.paramsOf('notify')).toEqual(['password.emailSent']);
    // The modal stays open at the code step: nothing has changed yet.
    expect(d.paramsOf('closeModal')).toHaveLength(0);
    expect(d.actor.getSnapshot().value).toBe('enteringCode');
    d.actor.send({ type: 'reset.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.codeRequired' });
    d.actor.send({ type: 'field.change', field: 'code', value: ' 123456 ' });
    d.actor.send({ type: 'field.change', field: 'newPassword', value: 'Reset2026' });
    d.actor.send({ type: 'reset.submit' });
    expect(d.callsOf('confirmReset')).toEqual([{ username: 'demo', code: '123456', newPassword: 'Reset2026' }]);
    await d.reject('confirmReset', refusal('reset.code.expired'));
    expect(d.actor.getSnapshot().value).toBe('enteringCode');
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'errors.reset.code.expired' });
    d.actor.send({ type: 'reset.submit' });
    await d.resolve('confirmReset', { account: 'demo' });
    expect(d.callsOf('login')).toEqual([{ type: 'username', username: 'demo', password: 'Reset2026' }]);
    await d.resolve('login', token);
    expect(d.paramsOf('signedIn')).toEqual(['t']);
    expect(d.paramsOf('navigate')).toEqual(['/']);
  });

  it("opens at the code step from the mail's link, and can go back to ask for a new code", () => {
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule, link: { account: 'demo', code: '123456' } } });
    expect(d.actor.getSnapshot().value).toBe('enteringCode');
    expect(d.actor.getSnapshot().context).toMatchObject({ mode: 'email', username: 'demo', code: '123456' });
    d.actor.send({ type: 'reset.again' });
    expect(d.actor.getSnapshot().value).toBe('editing');
    expect(d.actor.getSnapshot().context.username).toBe('demo');
  });

  it('by phone: resets, then signs in with the account the server named and the new password', async () => {
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule, link: null } });
    for (const [field, value] of [
      ['mobileNum', '09171234567'],
      ['verificationCode', '123456'],
      ['newPassword', '123456'],
    ] as const)
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
    const d = driveMachine(passwordResetMachine, { input: { mobileTab: true, passwordRule, link: null } });
    for (const [field, value] of [
      ['mobileNum', '09171234567'],
      ['verificationCode', '123456'],
      ['newPassword', 'Reset2026'],
    ] as const)
      d.actor.send({ type: 'field.change', field, value });
    d.actor.send({ type: 'reset.submit' });
    await d.resolve('resetByPhone', { account: 'demo' });
    await d.reject('login', refusal('captcha.required'));
    expect(d.paramsOf('notify')).toEqual(['password.resetDone']);
    expect(d.paramsOf('signedIn')).toEqual([]);
  });
});
