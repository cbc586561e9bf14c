// The model of the change-password form machine: the samples the paths are planned from
// (tests/machines/session/change-password.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { changePasswordMachine } from '../../machines/session/change-password.machine.ts';
import type { FieldRule } from '../../../contract/rules/field-rules.ts';
import type { MachineModel } from '../model/harness.ts';

export const passwordRule: FieldRule = {
  enabled: true,
  required: true,
  minLength: 8,
  maxLength: 20,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$',
  patternId: 'LETTER_DIGIT',
};
export const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, message: `server: ${errorCode}`, value });

const model: MachineModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  inputs: [
    { knownOldPassword: null, passwordRule },
    { knownOldPassword: '123456', passwordRule },
  ],
  events: [
    { type: 'field.change', field: 'oldPassword', value: 'Old12345' },
    { type: 'field.change', field: 'newPassword', value: 'New12345' },
    { type: 'field.change', field: 'confirmNewPassword', value: 'New12345' },
    { type: 'password.submit' },
    { type: 'xstate.done.actor.changePassword', output: undefined },
    { type: 'xstate.error.actor.changePassword', error: refusal('password.incorrect') },
  ],
  contextKey: (c) => ({ old: c.oldPassword !== '', next: c.newPassword !== '', confirm: c.confirmNewPassword !== '', known: c.knownOldPassword !== null }),
};

export const models = [model] as const;
