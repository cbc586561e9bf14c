// Sign-in by username (docs/product.md §4, §5): values trimmed and required; a refused login that carries the captcha flag
// shows the captcha (refreshable at most once a second); success hands the token to the session, closes the
// popup and goes home (or to /agentHome from the agent page), unless the password must be changed first.
import { and, assign, or, raise, sendTo, setup, type DoneActorEvent } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusedWith } from '../shared/refused.ts';
import { DEFAULT_DIALING_CODE, toE164 } from '../../../contract/rules/phone.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { roleOf } from '../../../contract/rules/member-type.ts';
import { paths } from '../../domain/paths.ts';
import { BLOCKED_PASSWORD } from '../../../contract/rules/field-rules.ts';
import { LOGIN_LIMITS } from '../../../contract/rules/login-limits.ts';
import {
  CAPTCHA_REFRESH_MS,
  type CaptchaValue,
  type LoginContext,
  type LoginEvent,
  type LoginField,
  type LoginInput,
  type LoginMode,
  type LoginRequest,
  type SecondStepValue,
  type LoginValue,
} from './login.types.ts';

/** The fields with a length limit the form checks before sending (the server refuses longer ones with a 400). */
type LimitedField = 'username' | 'password' | 'captcha' | 'verificationCode' | 'verification';
const SIGN_IN_FIELDS: readonly LimitedField[] = ['username', 'password', 'captcha'];
const SMS_FIELDS: readonly LimitedField[] = ['verificationCode'];
const SECOND_STEP_FIELDS: readonly LimitedField[] = ['verification'];

/** The first of these fields holding more than the server takes, if any (the password is sent untrimmed). */
const tooLongField = (context: LoginContext, fields: readonly LimitedField[]) =>
  fields.find((field) => (field === 'password' ? context.password : context[field].trim()).length > LOGIN_LIMITS[field]);

/** The answer of the login call: the params of the guards on its onDone. */
const outputOf = ({ event }: { event: DoneActorEvent<LoginValue> }) => event.output;

/** The captcha flag a refused sign-in may carry. */
const captchaFlag = (error: unknown) => (refusalOf(error).value as { captcha?: boolean } | null | undefined)?.captcha === true;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    login: provided<LoginValue, LoginRequest>('login'),
    fetchCaptcha: provided<CaptchaValue>('fetchCaptcha'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    setField: assign(({ context }, p: { field: LoginField; value: string }) => ({ ...context, [p.field]: p.value, error: null })),
    selectTab: assign((_, mode: LoginMode) => ({ mode, error: null })),
    storeSecondStep: assign((_, error: unknown) => ({ secondStep: (error as { value: SecondStepValue }).value, verification: '', error: null })),
    /** Back on the form, the ticket is no use: a used, expired or refused one must be earned again with the password. */
    dropSecondStep: assign({ secondStep: null, verification: '' }),
    toggleRemember: assign(({ context }) => ({ remember: !context.remember })),
    /** Stores (ticked) or clears (unticked) the remembered username; provided at the composition root. */
    rememberUser: (_, _p: { remember: boolean; username: string }) => {},
    sendSmsCode: sendTo('sms', ({ context }) => ({
      type: 'sms.send' as const,
      request: { mobileNum: context.mobileNum.trim(), countryDialingCode: context.countryDialingCode },
    })),
    setError: assign((_, error: string) => ({ error })),
    /** Names the first field that is too long: validation.usernameTooLong, validation.passwordTooLong, ... */
    tooLongError: assign(({ context }, fields: readonly LimitedField[]) => ({ error: `validation.${tooLongField(context, fields)}TooLong` })),
    storeCaptcha: assign((_, c: CaptchaValue) => ({ captchaId: c.captchaId, captchaImage: c.image, captcha: '' })),
    /** The server used up the answer just sent (each works once): the typed answer goes with it. */
    spendCaptcha: assign({ captcha: '' }),
    failWith: assign(({ context }, error: unknown) => ({
      error: refusalProblem(error).key,
      errorValues: refusalProblem(error).values,
      captchaRequired: context.captchaRequired || captchaFlag(error),
      password: '',
      incorrectPopup: context.origin === 'header' && refusalOf(error).errorCode === 'login.failed',
    })),
    /** A missing username or password; the header's compact form also says so in a popup (docs/product.md §5). */
    requireField: assign(({ context }, error: string) => ({ error, incorrectPopup: context.origin === 'header' })),
    dismissPopup: assign({ incorrectPopup: false }),
    /** Effects provided at the composition root: the session, the modals and the router. */
    signedIn: (_, _token: string) => {},
    closePopup: () => {},
    openPopup: () => {},
    /** Opens the forced password change, handing over the password just used. */
    openChangePassword: (_, _knownPassword: string) => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    smsMode: ({ context }) => context.mode === 'sms',
    tabAllowed: ({ context }, mode: LoginMode) => context.tabs[mode],
    invalidPhone: ({ context }) => toE164(context.countryDialingCode, context.mobileNum) === null,
    missingCode: ({ context }) => context.verificationCode.trim() === '',
    missingVerification: ({ context }) => context.verification.trim() === '',
    secondStepAsked: refusedWith('login.verification.required'),
    verificationRefused: refusedWith('login.verification.invalid'),
    missingUsername: ({ context }) => context.username.trim() === '',
    missingPassword: ({ context }) => context.password === '',
    missingCaptcha: ({ context }) => context.captchaRequired && context.captcha.trim() === '',
    captchaFlagged: (_, error: unknown) => captchaFlag(error),
    /**
     * The captcha answer in the form is used up, whatever the server said: the request just answered carried it, or
     * (for a second step, which is sent with its ticket alone) the password request before it did.
     */
    captchaSent: ({ context }) => context.mode === 'username' && context.captchaRequired,
    tooLong: ({ context }, fields: readonly LimitedField[]) => tooLongField(context, fields) !== undefined,
    mustChangePassword: ({ context }, value: LoginValue) => {
      // Sms sign-ins never force a change (docs/product.md §4): no password was typed.
      if (context.mode === 'sms') return false;
      return context.password === BLOCKED_PASSWORD || (context.passwordExpiryPolicy && value.passwordExpired);
    },
    // Reads the event, not params: inside and([...]) xstate 5.33 types a guard's params only as a value, not a mapper.
    nonAgentOnAgentPage: ({ context, event }) =>
      context.origin === 'agentPage' && roleOf((event as unknown as DoneActorEvent<LoginValue>).output.type) !== 'agent',
    fromAgentPage: ({ context }) => context.origin === 'agentPage',
    headerUntouched: ({ context }) => context.origin === 'header' && context.username.trim() === '' && context.password === '',
  },
  delays: { captchaCooldown: CAPTCHA_REFRESH_MS },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...input,
    mode: input.tabs.username || !input.tabs.sms ? 'username' : 'sms',
    remember: input.rememberedUsername !== null,
    mobileNum: '',
    countryDialingCode: DEFAULT_DIALING_CODE,
    verificationCode: '',
    username: input.rememberedUsername ?? '',
    password: '',
    captcha: '',
    secondStep: null,
    verification: '',
    captchaId: null,
    captchaImage: null,
    captchaRequired: false,
    incorrectPopup: false,
    error: null,
  }),
  type: 'parallel',
  invoke: { id: 'sms', src: 'smsCountdown', input: { compensateLatency: false } },
  states: {
    form: {
      meta: { product: '4.3 Sign-in' },
      description: 'The sign-in form.',
      initial: 'editing',
      states: {
        editing: {
          meta: { product: '5.2 Sign-in' },
          description: 'Typing; submit checks the required fields first (docs/product.md §5).',
          entry: 'dropSecondStep',
          on: {
            'field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'remember.toggle': { actions: 'toggleRemember' },
            'popup.close': { actions: 'dismissPopup' },
            'tab.select': {
              guard: { type: 'tabAllowed', params: ({ event }) => event.mode },
              actions: { type: 'selectTab', params: ({ event }) => event.mode },
            },
            'sms.request': [{ guard: 'invalidPhone', actions: { type: 'setError', params: 'validation.phone' } }, { actions: 'sendSmsCode' }],
            'login.submit': [
              // "Log in" in the header with nothing typed asks for the full sign-in popup.
              { guard: 'headerUntouched', actions: 'openPopup' },
              { guard: { type: 'smsMode' }, target: 'checkingSms' },
              { guard: 'missingUsername', actions: { type: 'requireField', params: 'validation.usernameRequired' } },
              { guard: 'missingPassword', actions: { type: 'requireField', params: 'validation.passwordRequired' } },
              { guard: 'missingCaptcha', actions: { type: 'setError', params: 'validation.captchaRequired' } },
              // A value longer than the server takes is named here, rather than refused there in general words.
              { guard: { type: 'tooLong', params: SIGN_IN_FIELDS }, actions: { type: 'tooLongError', params: SIGN_IN_FIELDS } },
              { target: 'submitting' },
            ],
          },
        },
        checkingSms: {
          meta: { product: '5.2 Sign-in' },
          description: 'The sms tab: a valid mobile number and the code are needed.',
          always: [
            { guard: 'invalidPhone', target: 'editing', actions: { type: 'setError', params: 'validation.phone' } },
            { guard: 'missingCode', target: 'editing', actions: { type: 'setError', params: 'validation.codeRequired' } },
            { guard: { type: 'tooLong', params: SMS_FIELDS }, target: 'editing', actions: { type: 'tooLongError', params: SMS_FIELDS } },
            { target: 'submitting' },
          ],
        },
        submitting: {
          meta: { product: '4.3 Sign-in' },
          description: 'Signing in with the trimmed values; the button shows a spinner.',
          tags: ['ui:submitting'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }): LoginRequest => {
              const portal = context.origin === 'agentPage' ? { portal: 'agent' as const } : {};
              if (context.mode === 'sms')
                return {
                  type: 'sms',
                  mobileNum: context.mobileNum.trim(),
                  countryDialingCode: context.countryDialingCode,
                  verificationCode: context.verificationCode.trim(),
                  ...portal,
                };
              // The second step goes with the ticket the password earned, never with the password or the spent captcha.
              if (context.secondStep) return { type: 'secondStep', ticket: context.secondStep.ticket, verification: context.verification.trim() };
              return {
                type: 'username',
                username: context.username.trim(),
                password: context.password,
                ...(context.captchaRequired && context.captchaId ? { captchaId: context.captchaId, captcha: context.captcha.trim() } : {}),
                ...portal,
              };
            },
            onDone: [
              {
                guard: and(['nonAgentOnAgentPage', 'captchaSent']),
                target: 'editing',
                actions: [{ type: 'setError', params: 'errors.agent.only' }, 'spendCaptcha', raise({ type: 'captcha.reload' })],
              },
              {
                guard: 'nonAgentOnAgentPage',
                target: 'editing',
                actions: [{ type: 'setError', params: 'errors.agent.only' }],
              },
              {
                guard: { type: 'mustChangePassword', params: outputOf },
                target: 'done',
                actions: [
                  { type: 'signedIn', params: ({ event }) => event.output.token },
                  {
                    type: 'rememberUser',
                    params: ({ context }) => ({ remember: context.remember && context.mode === 'username', username: context.username.trim() }),
                  },
                  { type: 'openChangePassword', params: ({ context }) => context.password },
                ],
              },
              {
                guard: 'fromAgentPage',
                target: 'done',
                actions: [
                  { type: 'signedIn', params: ({ event }) => event.output.token },
                  {
                    type: 'rememberUser',
                    params: ({ context }) => ({ remember: context.remember && context.mode === 'username', username: context.username.trim() }),
                  },
                  { type: 'navigate', params: paths.agentHome() },
                ],
              },
              {
                target: 'done',
                actions: [
                  { type: 'signedIn', params: ({ event }) => event.output.token },
                  {
                    type: 'rememberUser',
                    params: ({ context }) => ({ remember: context.remember && context.mode === 'username', username: context.username.trim() }),
                  },
                  'closePopup',
                  { type: 'navigate', params: paths.home() },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'secondStepAsked', params: errorOf },
                target: 'verifying',
                actions: { type: 'storeSecondStep', params: errorOf },
              },
              {
                guard: { type: 'verificationRefused', params: errorOf },
                target: 'verifying',
                actions: { type: 'setError', params: 'errors.login.verification.invalid' },
              },
              {
                // The answer just sent is used up: a refusal that asks for the captcha, or any refusal of a request
                // that carried one ("Non-agents cannot log in" too), or of a second step after one (its ticket used,
                // expired or out of tries), brings a new image and an empty answer box.
                guard: or([{ type: 'captchaFlagged', params: errorOf }, 'captchaSent']),
                target: 'editing',
                actions: [{ type: 'failWith', params: errorOf }, 'spendCaptcha', raise({ type: 'captcha.reload' })],
              },
              { target: 'editing', actions: { type: 'failWith', params: errorOf } },
            ],
          },
        },
        verifying: {
          meta: { product: '4.3 Sign-in' },
          description:
            'The password was right; the account asks for its second step (a code, or the bank account name), sent with the ticket the password earned.',
          on: {
            'field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'login.submit': [
              { guard: 'missingVerification', actions: { type: 'setError', params: 'validation.verificationRequired' } },
              { guard: { type: 'tooLong', params: SECOND_STEP_FIELDS }, actions: { type: 'tooLongError', params: SECOND_STEP_FIELDS } },
              { target: 'submitting' },
            ],
          },
        },
        done: { meta: { product: '4.1 Login state' }, description: 'Signed in; the session actor takes over.', type: 'final' },
      },
    },
    captcha: {
      meta: { product: '4.3 Sign-in' },
      description: 'The captcha image, once a refusal asked for it; a refresh at most once a second.',
      initial: 'hidden',
      on: { 'captcha.reload': '.loading' },
      states: {
        hidden: { meta: { product: '4.3 Sign-in' }, description: 'No captcha needed yet.' },
        loading: {
          meta: { product: '4.3 Sign-in' },
          description: 'Fetching a new image.',
          invoke: {
            id: 'fetchCaptcha',
            src: 'fetchCaptcha',
            onDone: { target: 'coolingDown', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
            onError: { target: 'coolingDown', actions: { type: 'setError', params: 'errors.network.error' } },
          },
        },
        coolingDown: {
          meta: { product: '4.3 Sign-in' },
          description: 'Shown; a refresh waits until a second has passed since the last one.',
          after: { captchaCooldown: 'ready' },
        },
        ready: {
          meta: { product: '4.3 Sign-in' },
          description: 'Shown; the image can be refreshed.',
          on: { 'captcha.refresh': 'loading' },
        },
      },
    },
  },
});
