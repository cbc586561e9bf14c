// The registration, password-reset and change-password flows, provided with their calls. Only their dialogs start
// them, so they load with the first of those dialogs rather than with the entry (docs/architecture.md §8 home
// budget), as the sign-in flow loads with its own views (sign-in.ts).
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import { passwordResetMachine } from '../../machines/session/password-reset.machine.ts';
import { changePasswordMachine } from '../../machines/session/change-password.machine.ts';
import { affiliateCheckMachine } from '../../machines/registration/affiliate-check.machine.ts';
import { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { phoneRequest } from '../../machines/session/sms-countdown.types.ts';
import { login } from '../../api/session/session.ts';
import { checkAffiliate, register, sendRegisterCode } from '../../api/registration/register.ts';
import { confirmReset, resetByEmail, resetByPhone } from '../../api/session/password-reset.ts';
import { changePassword } from '../../api/account/member.ts';
import type { Api } from '../../api/http.ts';
import { showToast } from '../kit/toast-store.ts';
import type { Tell } from '../app/shell-link.ts';
import { signInCode } from './sign-in-code-wiring.ts';

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
      confirmReset: fromPromise(({ input }) => confirmReset(api, input)),
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
