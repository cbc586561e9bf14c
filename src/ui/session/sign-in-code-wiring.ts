// The send-code button of the sign-in and reset forms: a code texted to a number that may not sign in yet. Its own
// module, so the password-reset flow takes it without the sign-in flow (both load lazily, each with its view).
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { phoneRequest } from '../../machines/session/sms-countdown.types.ts';
import { sendNoLoginCode } from '../../api/session/session.ts';
import type { Api } from '../../api/http.ts';

export const signInCode = (api: Api) =>
  smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendNoLoginCode(api, phoneRequest(input))) } });
