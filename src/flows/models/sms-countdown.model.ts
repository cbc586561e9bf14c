// The model of the sms countdown machine: the samples the paths are planned from
// (tests/machines/session/sms-countdown.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import type { MachineModel } from '../model/harness.ts';

export const request = { mobileNum: '9171234567', countryDialingCode: '63' };
export const tooMany = Object.assign(new Error('TOO_MANY_REQUESTS'), { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests' });

const model: MachineModel<typeof smsCountdownMachine> = {
  machine: smsCountdownMachine,
  inputs: [{ compensateLatency: false }],
  events: [
    { type: 'sms.send', request },
    // One and two seconds to count, so both ways out of counting are taken.
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 1 / 60, latencyMs: 0 } },
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 2 / 60, latencyMs: 0 } },
    { type: 'xstate.error.actor.sendCode', error: tooMany },
    { type: 'xstate.after.tick.smsCountdown.counting' },
    { type: 'xstate.after.throttle.smsCountdown.throttled' },
    { type: 'sms.dismiss' },
  ],
  contextKey: (c) => ({ remaining: Math.min(c.remaining, 2), error: c.error !== null }),
};

export const models = [model] as const;
