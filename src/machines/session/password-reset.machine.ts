// Forgot password (docs/product.md §4, §5): by email (username and email; a one-time code is mailed, then the code and a
// new password set it, issue 39; the mail's link opens the code step directly) or by mobile number (code by sms with
// latency compensation, new password). Either way the member is then signed in with the new password and sent home.
import { assign, sendTo, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { checkNewPassword, type FieldProblem } from '../../../contract/rules/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { DEFAULT_DIALING_CODE, toE164 } from '../../../contract/rules/phone.ts';
import { paths } from '../../domain/paths.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import type {
  LoginValue,
  PasswordPhoneRequest,
  PasswordResetCodeRequest,
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  PasswordResetValue,
  ResetField,
  ResetMode,
  UsernameLogin,
} from './password-reset.types.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function problemOf(c: PasswordResetContext): FieldProblem | null {
  if (c.mode === 'email') {
    if (c.username.trim() === '') return { key: 'validation.usernameRequired' };
    if (!EMAIL.test(c.email.trim())) return { key: 'validation.pattern.EMAIL' };
    return null;
  }
  if (toE164(c.countryDialingCode, c.mobileNum) === null) return { key: 'validation.phone' };
  if (c.verificationCode.trim() === '') return { key: 'validation.codeRequired' };
  return checkNewPassword(c.passwordRule, c.newPassword, c.newPassword);
}

/** The code step: the mailed code and a new password the rule allows. */
function codeProblemOf(c: PasswordResetContext): FieldProblem | null {
  if (c.code.trim() === '') return { key: 'validation.codeRequired' };
  return checkNewPassword(c.passwordRule, c.newPassword, c.newPassword);
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    resetByEmail: provided<void, { username: string; email: string }>('resetByEmail'),
    resetByPhone: provided<PasswordResetValue, PasswordPhoneRequest>('resetByPhone'),
    confirmReset: provided<PasswordResetValue, PasswordResetCodeRequest>('confirmReset'),
    login: provided<LoginValue, UsernameLogin>('login'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    setField: assign(({ context }, p: { field: ResetField; value: string }) => ({ ...context, [p.field]: p.value, error: null })),
    selectTab: assign((_, mode: ResetMode) => ({ mode, error: null })),
    showProblem: assign(({ context }) => ({ error: problemOf(context) })),
    showCodeProblem: assign(({ context }) => ({ error: codeProblemOf(context) })),
    clearError: assign({ error: null }),
    phoneError: assign({ error: { key: 'validation.phone' } }),
    showRefusal: assign((_, error: unknown) => ({ error: refusalProblem(error) })),
    storeAccount: assign((_, value: PasswordResetValue) => ({ account: value.account })),
    sendSmsCode: sendTo('sms', ({ context }) => ({
      type: 'sms.send' as const,
      request: { mobileNum: context.mobileNum.trim(), countryDialingCode: context.countryDialingCode },
    })),
    /** Effects provided at the composition root. */
    notify: (_, _key: string) => {},
    closeModal: () => {},
    signedIn: (_, _token: string) => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    invalid: ({ context }) => problemOf(context) !== null,
    codeInvalid: ({ context }) => codeProblemOf(context) !== null,
    fromLink: ({ context }) => context.link !== null,
    byEmail: ({ context }) => context.mode === 'email',
    mobileTabOn: ({ context }, mode: ResetMode) => mode === 'email' || context.mobileTab,
    invalidPhone: ({ context }) => toE164(context.countryDialingCode, context.mobileNum) === null,
  },
}).createMachine({
  id: 'passwordReset',
  meta: { product: '4.5 Forgot password and change password' },
  context: ({ input }) => ({
    ...input,
    mode: input.link || !input.mobileTab ? 'email' : 'mobile',
    username: input.link?.account ?? '',
    email: '',
    mobileNum: '',
    countryDialingCode: DEFAULT_DIALING_CODE,
    verificationCode: '',
    newPassword: '',
    code: input.link?.code ?? '',
    account: null,
    error: null,
  }),
  invoke: { id: 'sms', src: 'smsCountdown', input: { compensateLatency: true } },
  initial: 'opening',
  states: {
    opening: {
      description: "The reset mail's link opens the code step with its account and code; otherwise the request form.",
      always: [{ guard: 'fromLink', target: 'enteringCode' }, { target: 'editing' }],
    },
    editing: {
      description: 'Filling in the email or the mobile tab.',
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'tab.select': { guard: { type: 'mobileTabOn', params: ({ event }) => event.mode }, actions: { type: 'selectTab', params: ({ event }) => event.mode } },
        'sms.request': [{ guard: 'invalidPhone', actions: 'phoneError' }, { actions: 'sendSmsCode' }],
        'reset.submit': [{ guard: 'invalid', actions: 'showProblem' }, { guard: 'byEmail', target: 'sendingEmail' }, { target: 'resettingByPhone' }],
      },
    },
    sendingEmail: {
      description: 'Asking for the mail with a one-time code (the answer is the same whether or not the pair names an account).',
      tags: ['ui:submitting'],
      invoke: {
        id: 'resetByEmail',
        src: 'resetByEmail',
        input: ({ context }) => ({ username: context.username.trim(), email: context.email.trim() }),
        onDone: { target: 'enteringCode', actions: [{ type: 'notify', params: 'password.emailSent' }] },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: errorOf } },
      },
    },
    enteringCode: {
      description: 'The mailed code and a new password; the old password works until they are sent.',
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'reset.submit': [{ guard: 'codeInvalid', actions: 'showCodeProblem' }, { target: 'confirmingCode' }],
        'reset.again': { target: 'editing', actions: 'clearError' },
      },
    },
    confirmingCode: {
      description: 'Setting the new password with the mailed code (a wrong, used or expired code is told apart).',
      tags: ['ui:submitting'],
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        input: ({ context }) => ({ username: context.username.trim(), code: context.code.trim(), newPassword: context.newPassword }),
        onDone: { target: 'signingIn', actions: { type: 'storeAccount', params: ({ event }) => event.output } },
        onError: { target: 'enteringCode', actions: { type: 'showRefusal', params: errorOf } },
      },
    },
    resettingByPhone: {
      description: 'Setting the new password with the texted code.',
      tags: ['ui:submitting'],
      invoke: {
        id: 'resetByPhone',
        src: 'resetByPhone',
        input: ({ context }) => ({
          mobileNum: context.mobileNum.trim(),
          countryDialingCode: context.countryDialingCode,
          verificationCode: context.verificationCode.trim(),
          newPassword: context.newPassword,
        }),
        onDone: { target: 'signingIn', actions: { type: 'storeAccount', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: errorOf } },
      },
    },
    signingIn: {
      description: 'Signing in with the new password (docs/product.md §4: automatic login after a reset).',
      tags: ['ui:submitting'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ type: 'username' as const, username: context.account!, password: context.newPassword }),
        onDone: {
          target: 'done',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output.token }, 'closeModal', { type: 'navigate', params: paths.home() }],
        },
        // The password is changed either way; if the automatic sign-in is refused, the member signs in by hand.
        onError: { target: 'done', actions: [{ type: 'notify', params: 'password.resetDone' }, 'closeModal'] },
      },
    },
    done: { description: 'Finished.', type: 'final' },
  },
});
