// The sign-in flow, provided with its calls: it hands its token to the session and opens or closes its popup
// through the modals actor. Loaded by auth.ts when a view first starts it.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { loginMachine } from '../../machines/session/login.machine.ts';
import { fetchCaptcha, login } from '../../api/session/session.ts';
import type { Api } from '../../api/http.ts';
import { rememberUser } from './remember-me.ts';
import type { Tell } from '../app/shell-link.ts';
import { signInCode } from './sign-in-code-wiring.ts';

export function signInFlow(api: Api, tell: Tell) {
  return loginMachine.provide({
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
  });
}
