// The model of the social sign-in machine: the samples the paths are planned from
// (tests/machines/session/social-sign-in.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour
// tests share.
import { socialSignInMachine } from '../../machines/session/social-sign-in.machine.ts';
import type { MachineModel } from '../model/harness.ts';

const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, message: errorCode, value });

export const TICKET = 'ticket-from-the-provider-callback';
export const signedIn = { token: 'social-token', firstTimeLogin: true, passwordExpired: false, type: 0 };
export const linkRequired = refusal('social.link.required', { provider: 'google', account: 'demo' });
export const cancelled = refusal('social.cancelled');
export const expired = refusal('social.expired');
export const wrongPassword = refusal('login.failed', { captcha: false });

const model: MachineModel<typeof socialSignInMachine> = {
  machine: socialSignInMachine,
  inputs: [{ ticket: TICKET }],
  events: [
    { type: 'xstate.done.actor.exchangeTicket', output: signedIn },
    { type: 'xstate.error.actor.exchangeTicket', error: linkRequired },
    { type: 'xstate.error.actor.exchangeTicket', error: cancelled },
    { type: 'password.change', value: 'Demo1234' },
    { type: 'password.change', value: '' },
    { type: 'link.submit' },
    { type: 'social.dismiss' },
    { type: 'xstate.done.actor.linkAccount', output: { ...signedIn, firstTimeLogin: false } },
    { type: 'xstate.error.actor.linkAccount', error: wrongPassword },
    { type: 'xstate.error.actor.linkAccount', error: expired },
  ],
  contextKey: (c) => ({ link: c.link !== null, password: c.password !== '', error: c.error !== null }),
};

export const models = [model] as const;
