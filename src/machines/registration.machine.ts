// Registration (spec §4, §5): the server's field rules checked before sending, the terms box (ticked by default,
// with the age of 18), then the new member is signed in and goes home. Each field shows its own problem.
import { assign, fromPromise, setup } from 'xstate';
import { registrationProblems } from '../domain/registration-rules.ts';
import type { FieldProblem } from '../domain/field-rules.ts';
import { paths } from '../domain/paths.ts';
import type { LoginValue, RegisterRequest, RegistrationContext, RegistrationEvent, RegistrationInput } from './registration.types.ts';

const problemsOf = (c: RegistrationContext) => registrationProblems(c.rules, c.mode, false, c.values);

/** A refusal: field problems the server found, or one message for the form. */
const KNOWN = new Set(['affiliate.invalid', 'register.username.taken', 'TOO_MANY_REQUESTS', 'function.not.available', 'network.error']);
function refusalOf(error: unknown): Pick<RegistrationContext, 'problems' | 'error'> {
  const e = (error ?? {}) as { errorCode?: string; message?: string; value?: { fields?: Record<string, FieldProblem> } | null };
  if (e.value?.fields) return { problems: e.value.fields, error: null };
  if (e.errorCode === 'affiliate.invalid') return { problems: { affiliateCode: { key: 'errors.affiliate.invalid' } }, error: null };
  if (e.errorCode === 'register.username.taken') return { problems: { username: { key: 'errors.register.username.taken' } }, error: null };
  return { problems: {}, error: { key: e.errorCode && KNOWN.has(e.errorCode) ? `errors.${e.errorCode}` : (e.message ?? 'errors.unknown') } };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    register: fromPromise<LoginValue, RegisterRequest>(async () => {
      throw new Error('register is provided at the composition root');
    }),
  },
  actions: {
    setField: assign(({ context }, p: { field: string; value: string }) => {
      const problems = { ...context.problems };
      delete problems[p.field];
      return { values: { ...context.values, [p.field]: p.value }, problems, error: null };
    }),
    toggleTerms: assign(({ context }) => ({ terms: !context.terms, error: null })),
    showProblems: assign(({ context }) => ({ problems: problemsOf(context) })),
    termsError: assign({ error: { key: 'validation.terms' } }),
    showRefusal: assign((_, error: unknown) => refusalOf(error)),
    /** Effects provided at the composition root. */
    signedIn: (_, _token: string) => {},
    closePopup: () => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    invalid: ({ context }) => Object.keys(problemsOf(context)).length > 0,
    termsUnticked: ({ context }) => !context.terms,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ ...input, values: {}, terms: true, problems: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in the form; each field shows its own problem after a submit.',
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'terms.toggle': { actions: 'toggleTerms' },
        'register.submit': [
          { guard: 'invalid', actions: 'showProblems' },
          { guard: 'termsUnticked', actions: 'termsError' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      description: 'Registering, encrypted; the new member is signed in by the answer.',
      tags: ['ui:submitting'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          ...Object.fromEntries(Object.entries(context.values).map(([k, v]) => [k, k.toLowerCase().includes('password') ? v : v.trim()])),
          registerMethod: 'WEB' as const,
          login: true as const,
        }),
        onDone: {
          target: 'done',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output.token }, 'closePopup', { type: 'navigate', params: paths.home() }],
        },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    done: { description: 'Registered and signed in.', type: 'final' },
  },
});
