// The sign-in, registration and password flows, each loaded with the first view that starts it (the sign-in popup,
// the /agent page, a visitor's first touch of the header's form; the registration and password dialogs), so none
// of their machines weighs on the entry (docs/architecture.md §8 home budget).
import type { Api } from '../../api/http.ts';
import { loadOnce, type Flows } from '../app/flows-context.tsx';
import type { Tell } from '../app/shell-link.ts';

export function authFlows(api: Api, tell: Tell): Pick<Flows, 'login' | 'registration' | 'passwordReset' | 'changePassword'> {
  const dialogs = () => import('./auth-dialogs-wiring.ts');
  return {
    login: loadOnce(async () => (await import('./sign-in-wiring.ts')).signInFlow(api, tell)),
    registration: loadOnce(async () => (await dialogs()).registrationFlow(api, tell)),
    passwordReset: loadOnce(async () => (await dialogs()).passwordResetFlow(api, tell)),
    changePassword: loadOnce(async () => (await dialogs()).changePasswordFlow(api, tell)),
  };
}
