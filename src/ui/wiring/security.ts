// The security centre's send-code buttons. Their calls are imported when a code is asked for (the page has
// loaded them by then), so they stay out of the entry.
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine.ts';
import { emailRequest, phoneRequest } from '../../machines/sms-countdown.types.ts';
import type { Api } from '../../api/http.ts';
import type { Flows } from '../flows-context.tsx';

export function securityFlows(api: Api): Pick<Flows, 'bindMobileCode' | 'bindEmailCode'> {
  return {
    bindMobileCode: smsCountdownMachine.provide({
      actors: { sendCode: fromPromise(async ({ input }) => (await import('../../api/security.ts')).sendBindMobileCode(api, phoneRequest(input))) },
    }),
    bindEmailCode: smsCountdownMachine.provide({
      actors: { sendCode: fromPromise(async ({ input }) => (await import('../../api/security.ts')).sendBindEmailCode(api, emailRequest(input).email)) },
    }),
  };
}
