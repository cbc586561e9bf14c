// The registration, password-reset and change-password flows, provided with their calls. Only their dialogs start
// them, so they load with the first of those dialogs rather than with the entry (docs/architecture.md §8 home
// budget), as the sign-in flow loads with its own views (sign-in.ts).
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { registrationMachine } from '../../machines/registration.machine.ts';
import { passwordResetMachine } from '../../machines/password-reset.machine.ts';
import { changePasswordMachine } from '../../machines/change-password.machine.ts';
import { affiliateCheckMachine } from '../../machines/affiliate-check.machine.ts';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine.ts';
import { phoneRequest } from '../../machines/sms-countdown.types.ts';
import { login } from '../../api/session.ts';
import { checkAffiliate, register, sendRegisterCode } from '../../api/register.ts';
import { resetByEmail, resetByPhone } from '../../api/password-reset.ts';
import { changePassword } from '../../api/member.ts';
import type { Api } from '../../api/http.ts';
import { showToast } from '../components/toast-store.ts';
import type { Tell } from './shell-link.ts';
import { signInCode } from './sign-in-code.ts';

export function registrationFlow(api: Api, tell: Tell) {
  return registrationMachine.provide({
    actors: {
      register: fromPromise(({ input }) => register(api, input)),
      affiliateCheck: affiliateCheckMachine.provide({ actors: { checkAffiliate: fromPromise(({ input }) => checkAffiliate(api, input)) } }),
      smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendRegisterCode(api, phoneRequest(input))) } }),
    },
    actions: {
      signedIn: (_, token) => tell('session', { type: 'session.signedIn', token }),
      closePopup: () => tell('modals', { type: 'modal.close' }),
      navigate: (_, to) => navigate(to),
    },
  });
}

export function passwordResetFlow(api: Api, tell: Tell) {
  return passwordResetMachine.provide({
    actors: {
      resetByEmail: fromPromise(({ input }) => resetByEmail(api, input)),
      resetByPhone: fromPromise(({ input }) => resetByPhone(api, input)),
      login: fromPromise(({ input }) => login(api, input)),
      smsCountdown: signInCode(api),
    },
    actions: {
      notify: (_, key) => showToast(key),
      closeModal: () => tell('modals', { type: 'modal.close' }),
      signedIn: (_, token) => tell('session', { type: 'session.signedIn', token }),
      navigate: (_, to) => navigate(to),
    },
  });
}

export function changePasswordFlow(api: Api, tell: Tell) {
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(api, input)) },
    actions: {
      reloadSession: () => tell('session', { type: 'session.reload' }),
      closeModal: () => tell('modals', { type: 'password.changed' }),
      navigate: (_, to) => navigate(to),
    },
  });
}
