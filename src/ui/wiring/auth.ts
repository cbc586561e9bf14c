// The sign-in, registration and password flows the auth forms start: each hands its token to the session and
// opens or closes its popup through the modals actor.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { loginMachine } from '../../machines/login.machine.ts';
import { registrationMachine } from '../../machines/registration.machine.ts';
import { passwordResetMachine } from '../../machines/password-reset.machine.ts';
import { changePasswordMachine } from '../../machines/change-password.machine.ts';
import { affiliateCheckMachine } from '../../machines/affiliate-check.machine.ts';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine.ts';
import { phoneRequest } from '../../machines/sms-countdown.types.ts';
import { fetchCaptcha, login, sendNoLoginCode } from '../../api/session.ts';
import { checkAffiliate, register, sendRegisterCode } from '../../api/register.ts';
import { resetByEmail, resetByPhone } from '../../api/password-reset.ts';
import { changePassword } from '../../api/member.ts';
import type { Api } from '../../api/http.ts';
import { showToast } from '../components/toast-store.ts';
import { rememberUser } from '../remember-me.ts';
import type { Flows } from '../flows-context.tsx';
import type { Tell } from './shell-link.ts';

export function authFlows(api: Api, tell: Tell): Pick<Flows, 'login' | 'registration' | 'passwordReset' | 'changePassword'> {
  const signInCode = () => smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendNoLoginCode(api, phoneRequest(input))) } });
  const signedIn = (token: string) => tell('session', { type: 'session.signedIn', token });
  return {
    login: loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(api, input)),
        fetchCaptcha: fromPromise(() => fetchCaptcha(api)),
        smsCountdown: signInCode(),
      },
      actions: {
        signedIn: (_, token) => signedIn(token),
        rememberUser: (_, { remember, username }) => rememberUser(remember, username),
        closePopup: () => tell('modals', { type: 'modal.close' }),
        openPopup: () => tell('modals', { type: 'login.open' }),
        openChangePassword: (_, knownPassword) => tell('modals', { type: 'changePass.open', knownPassword }),
        navigate: (_, to) => navigate(to),
      },
    }),
    registration: registrationMachine.provide({
      actors: {
        register: fromPromise(({ input }) => register(api, input)),
        affiliateCheck: affiliateCheckMachine.provide({ actors: { checkAffiliate: fromPromise(({ input }) => checkAffiliate(api, input)) } }),
        smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendRegisterCode(api, phoneRequest(input))) } }),
      },
      actions: {
        signedIn: (_, token) => signedIn(token),
        closePopup: () => tell('modals', { type: 'modal.close' }),
        navigate: (_, to) => navigate(to),
      },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: {
        resetByEmail: fromPromise(({ input }) => resetByEmail(api, input)),
        resetByPhone: fromPromise(({ input }) => resetByPhone(api, input)),
        login: fromPromise(({ input }) => login(api, input)),
        smsCountdown: signInCode(),
      },
      actions: {
        notify: (_, key) => showToast(key),
        closeModal: () => tell('modals', { type: 'modal.close' }),
        signedIn: (_, token) => signedIn(token),
        navigate: (_, to) => navigate(to),
      },
    }),
    changePassword: changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(api, input)) },
      actions: {
        reloadSession: () => tell('session', { type: 'session.reload' }),
        closeModal: () => tell('modals', { type: 'password.changed' }),
        navigate: (_, to) => navigate(to),
      },
    }),
  };
}
