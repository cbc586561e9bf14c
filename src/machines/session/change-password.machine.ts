// Changing the password (docs/product.md §4, §5): old password required unless known from login, the new one by the
// server's rule and never 123456, the confirmation equal. On success the login info is fetched again, the modal
// closes and the member goes home.
import { assign, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { checkNewPassword, type FieldProblem } from '../../../contract/rules/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { paths } from '../../domain/paths.ts';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordInput, ChangePasswordRequest } from './change-password.types.ts';

const problemOf = (context: ChangePasswordContext): FieldProblem | null => {
  if (context.knownOldPassword === null && context.oldPassword === '') return { key: 'validation.oldPasswordRequired' };
  return checkNewPassword(context.passwordRule, context.newPassword, context.confirmNewPassword);
};

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: provided<void, ChangePasswordRequest>('changePassword'),
  },
  actions: {
    setField: assign(({ context }, p: { field: ChangePasswordEvent & { type: 'field.change' } }) => ({
      ...context,
      [p.field.field]: p.field.value,
      error: null,
    })),
    showProblem: assign(({ context }) => ({ error: problemOf(context) })),
    showRefusal: assign((_, error: unknown) => ({ error: refusalProblem(error) })),
    /** Effects provided at the composition root. */
    reloadSession: () => {},
    closeModal: () => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    invalid: ({ context }) => problemOf(context) !== null,
  },
}).createMachine({
  id: 'changePassword',
  meta: { product: '4.5 Forgot password and change password' },
  context: ({ input }) => ({ ...input, oldPassword: '', newPassword: '', confirmNewPassword: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing; submit checks the rules first.',
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event }) } },
        'password.submit': [{ guard: 'invalid', actions: 'showProblem' }, { target: 'submitting' }],
      },
    },
    submitting: {
      description: 'Sending the change, encrypted.',
      tags: ['ui:submitting'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.knownOldPassword ?? context.oldPassword,
          newPassword: context.newPassword,
          confirmNewPassword: context.confirmNewPassword,
        }),
        onDone: { target: 'done', actions: ['reloadSession', 'closeModal', { type: 'navigate', params: paths.home() }] },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: errorOf } },
      },
    },
    done: { description: 'Changed; the session reloads the member info.', type: 'final' },
  },
});
