// The sign-in flow the auth forms start (the header's form on the first page among them): it hands its token to the
// session and opens or closes its popup through the modals actor. The registration and password flows load with
// their dialogs (auth-dialogs.ts).
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { loginMachine } from '../../machines/login.machine.ts';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine.ts';
import { phoneRequest } from '../../machines/sms-countdown.types.ts';
import { fetchCaptcha, login, sendNoLoginCode } from '../../api/session.ts';
import type { Api } from '../../api/http.ts';
import { rememberUser } from '../remember-me.ts';
import { loadOnce, type Flows } from '../flows-context.tsx';
import type { Tell } from './shell-link.ts';

/** The send-code button of the sign-in and reset forms: a code texted to a number that may not sign in yet. */
export const signInCode = (api: Api) => smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendNoLoginCode(api, phoneRequest(input))) } });

export function authFlows(api: Api, tell: Tell): Pick<Flows, 'login' | 'registration' | 'passwordReset' | 'changePassword'> {
  const dialogs = () => import('./auth-dialogs.ts');
  return {
    login: loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(api, input)),
        fetchCaptcha: fromPromise(() => fetchCaptcha(api)),
        smsCountdown: signInCode(api),
      },
      actions: {
        signedIn: (_, token) => tell('session', { type: 'session.signedIn', token }),
        rememberUser: (_, { remember, username }) => rememberUser(remember, username),
        closePopup: () => tell('modals', { type: 'modal.close' }),
        openPopup: () => tell('modals', { type: 'login.open' }),
        openChangePassword: (_, knownPassword) => tell('modals', { type: 'changePass.open', knownPassword }),
        navigate: (_, to) => navigate(to),
      },
    }),
    registration: loadOnce(async () => (await dialogs()).registrationFlow(api, tell)),
    passwordReset: loadOnce(async () => (await dialogs()).passwordResetFlow(api, tell)),
    changePassword: loadOnce(async () => (await dialogs()).changePasswordFlow(api, tell)),
  };
}
