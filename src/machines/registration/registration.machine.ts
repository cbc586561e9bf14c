// Registration (docs/product.md §4, §5): the server's field rules checked before sending, the terms box (ticked by default,
// with the age of 18), then the new member is signed in and goes home. Each field shows its own problem.
import { assign, sendTo, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { DEFAULT_DIALING_CODE, toE164 } from '../../../contract/rules/phone.ts';
import { smsCountdownMachine } from '../session/sms-countdown.machine.ts';
import { affiliateCheckMachine } from './affiliate-check.machine.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { registrationProblems } from '../../../contract/rules/registration-rules.ts';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { paths } from '../../domain/paths.ts';
import type { LoginValue, RegisterCall, RegisterMode, RegistrationContext, RegistrationEvent, RegistrationInput } from './registration.types.ts';

const problemsOf = (c: RegistrationContext) => registrationProblems(c.rules, c.mode, c.mode === 'mobile' && c.smsVerification, c.values);
const phoneOf = (c: RegistrationContext) => toE164(c.values.countryDialingCode ?? DEFAULT_DIALING_CODE, c.values.mobileNum ?? '');

/** A refusal: field problems the server found, or one message for the form. */
/** Refusals that belong to one field. */
const ON_FIELD: Record<string, string> = {
  'affiliate.invalid': 'affiliateCode',
  'affiliate.expired': 'affiliateCode',
  'register.username.taken': 'username',
  'register.mobile.taken': 'mobileNum',
  'sms.code.invalid': 'verificationCode',
};
function placeRefusal(error: unknown): Pick<RegistrationContext, 'problems' | 'error'> {
  const { errorCode, value } = refusalOf(error);
  const fields = (value as { fields?: Record<string, FieldProblem> } | null | undefined)?.fields;
  if (fields) return { problems: fields, error: null };
  const field = errorCode ? ON_FIELD[errorCode] : undefined;
  if (field) return { problems: { [field]: refusalProblem(error) }, error: null };
  return { problems: {}, error: refusalProblem(error) };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    register: provided<LoginValue, RegisterCall>('register'),
    smsCountdown: smsCountdownMachine,
    affiliateCheck: affiliateCheckMachine,
  },
  actions: {
    setField: assign(({ context }, p: { field: string; value: string }) => {
      const problems = { ...context.problems };
      delete problems[p.field];
      return { values: { ...context.values, [p.field]: p.value }, problems, error: null };
    }),
    toggleTerms: assign(({ context }) => ({ terms: !context.terms, error: null })),
    selectTab: assign((_, mode: RegisterMode) => ({ mode, problems: {}, error: null })),
    phoneProblem: assign(({ context }) => ({ problems: { ...context.problems, mobileNum: { key: 'validation.phone' } } })),
    sendSmsCode: sendTo('sms', ({ context }) => ({
      type: 'sms.send' as const,
      request: { mobileNum: (context.values.mobileNum ?? '').trim(), countryDialingCode: context.values.countryDialingCode ?? DEFAULT_DIALING_CODE },
    })),
    checkAffiliate: sendTo('affiliate', (_, code: string) => ({ type: 'code.change' as const, code })),
    showProblems: assign(({ context }) => ({ problems: problemsOf(context) })),
    termsError: assign({ error: { key: 'validation.terms' } }),
    showRefusal: assign((_, error: unknown) => placeRefusal(error)),
    /** Effects provided at the composition root. */
    signedIn: (_, _token: string) => {},
    closePopup: () => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    invalid: ({ context }) => Object.keys(problemsOf(context)).length > 0,
    termsUnticked: ({ context }) => !context.terms,
    tabAllowed: ({ context }, mode: RegisterMode) => context.tabs[mode],
    invalidPhone: ({ context }) => phoneOf(context) === null,
    affiliateField: (_, field: string) => field === 'affiliateCode',
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    ...input,
    mode: input.tabs.mobile || !input.tabs.username ? 'mobile' : 'username',
    values: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
      ...(input.referralCode ? { referralCode: input.referralCode } : {}),
      ...(input.referralCode && input.deviceId ? { deviceId: input.deviceId } : {}),
    },
    terms: true,
    problems: {},
    error: null,
  }),
  invoke: [
    { id: 'sms', src: 'smsCountdown', input: { compensateLatency: false } },
    { id: 'affiliate', src: 'affiliateCheck', input: ({ context }) => ({ code: context.values.affiliateCode ?? null }) },
  ],
  initial: 'editing',
  states: {
    editing: {
      meta: { product: '4.4 Registration' },
      description: 'Filling in the form; each field shows its own problem after a submit.',
      on: {
        'field.change': [
          {
            // The invitation code is also checked while it is typed.
            guard: { type: 'affiliateField', params: ({ event }) => event.field },
            actions: [
              { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
              { type: 'checkAffiliate', params: ({ event }) => event.value },
            ],
          },
          { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        ],
        'terms.toggle': { actions: 'toggleTerms' },
        'tab.select': { guard: { type: 'tabAllowed', params: ({ event }) => event.mode }, actions: { type: 'selectTab', params: ({ event }) => event.mode } },
        'sms.request': [{ guard: 'invalidPhone', actions: 'phoneProblem' }, { actions: 'sendSmsCode' }],
        'register.submit': [{ guard: 'invalid', actions: 'showProblems' }, { guard: 'termsUnticked', actions: 'termsError' }, { target: 'submitting' }],
      },
    },
    submitting: {
      meta: { product: '4.4 Registration' },
      description: 'Registering, encrypted; the new member is signed in by the answer.',
      tags: ['ui:submitting'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }): RegisterCall => ({
          mode: context.mode,
          body: {
            ...Object.fromEntries(Object.entries(context.values).map(([k, v]) => [k, k.toLowerCase().includes('password') ? v : v.trim()])),
            registerMethod: 'WEB',
            login: true,
          },
        }),
        onDone: {
          target: 'done',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output.token }, 'closePopup', { type: 'navigate', params: paths.home() }],
        },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: errorOf } },
      },
    },
    done: { meta: { product: '4.4 Registration' }, description: 'Registered and signed in.', type: 'final' },
  },
});
