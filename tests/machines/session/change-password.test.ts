import { describe, expect, it } from 'vitest';
import { changePasswordMachine } from '../../../src/machines/session/change-password.machine.ts';
import type { ChangePasswordInput } from '../../../src/machines/session/change-password.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, passwordRule, refusal } from '../../../src/flows/models/change-password.model.ts';

describe('changePassword machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('changePassword', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('changePassword machine, behaviour', () => {
  const start = (input: ChangePasswordInput = { knownOldPassword: null, passwordRule }) => driveMachine(changePasswordMachine, { input });
  const type = (d: ReturnType<typeof start>, field: 'oldPassword' | 'newPassword' | 'confirmNewPassword', value: string) =>
    d.actor.send({ type: 'field.change', field, value });

  it('checks the old password, the rule, 123456 and the confirmation before sending', () => {
    const d = start({ knownOldPassword: null, passwordRule: { ...passwordRule, minLength: 6 } });
    d.actor.send({ type: 'password.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.oldPasswordRequired' });
    type(d, 'oldPassword', 'Old12345');
    type(d, 'newPassword', 'abc');
    d.actor.send({ type: 'password.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.passwordLength', values: { min: 6, max: 20 } });
    type(d, 'newPassword', 'letters');
    d.actor.send({ type: 'password.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.pattern.LETTER_DIGIT' });
    type(d, 'newPassword', 'New12345');
    type(d, 'confirmNewPassword', 'New12346');
    d.actor.send({ type: 'password.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.confirmMismatch' });
    expect(d.callsOf('changePassword')).toEqual([]);
  });

  it('uses the password known from login, then reloads the session, closes and goes home', async () => {
    const d = start({ knownOldPassword: '123456', passwordRule });
    type(d, 'newPassword', 'New12345');
    type(d, 'confirmNewPassword', 'New12345');
    d.actor.send({ type: 'password.submit' });
    expect(d.callsOf('changePassword')).toEqual([{ oldPassword: '123456', newPassword: 'New12345', confirmNewPassword: 'New12345' }]);
    await d.resolve('changePassword');
    expect(d.actions.map((a) => a.name)).toEqual(['reloadSession', 'closeModal', 'navigate']);
    expect(d.paramsOf('navigate')).toEqual(['/']);
  });

  it('shows a refusal: a wrong old password by key, a rule problem with its values', async () => {
    const d = start();
    type(d, 'oldPassword', 'Wrong123');
    type(d, 'newPassword', 'New12345');
    type(d, 'confirmNewPassword', 'New12345');
    d.actor.send({ type: 'password.submit' });
    await d.reject('changePassword', refusal('password.incorrect'));
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'errors.password.incorrect' });
    d.actor.send({ type: 'password.submit' });
    await d.reject('changePassword', refusal('validation.passwordLength', { min: 10, max: 20 }));
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.passwordLength', values: { min: 10, max: 20 } });
  });
});
