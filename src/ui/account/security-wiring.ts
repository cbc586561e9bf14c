// The security centre's send-code buttons: a code texted to the number to bind, or mailed to the address. Like the
// points mall's flow (points.ts), the forms build them with the page's API client, so the countdown machine and the
// calls come with the member centre's chunk, not with the entry.
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { emailRequest, phoneRequest } from '../../machines/session/sms-countdown.types.ts';
import { sendBindEmailCode, sendBindMobileCode } from '../../api/account/security.ts';
import type { Api } from '../../api/http.ts';

export const bindMobileCodeFlow = (api: Api) =>
  smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendBindMobileCode(api, phoneRequest(input))) } });

export const bindEmailCodeFlow = (api: Api) =>
  smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendBindEmailCode(api, emailRequest(input).email)) } });
