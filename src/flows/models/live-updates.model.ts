// The model of the liveUpdates machine: the samples the paths are planned from (tests/machines/live/live-updates.test.ts,
// `npm run paths`, the flow viewer), with the answers its behaviour tests share.
import { liveUpdatesMachine } from '../../machines/live/live-updates.machine.ts';
import type { LiveEvent } from '../../../contract/live/live.ts';
import type { MachineModel } from '../model/harness.ts';

export const hello: LiveEvent = { id: 'a1b2-4', kind: 'hello', data: {} };
export const won: LiveEvent = { id: 'a1b2-5', kind: 'balance', data: { balance: 140, currency: 'PHP', currencySymbol: '₱' } };
export const offline = Object.assign(new Error('network'), { errorCode: 'network.error', status: 0 });
export const expired = Object.assign(new Error('expired'), { errorCode: 'login.not.session', status: 401 });

const model: MachineModel<typeof liveUpdatesMachine> = {
  machine: liveUpdatesMachine,
  events: [
    { type: 'live.opened' },
    { type: 'live.event', event: hello },
    { type: 'live.event', event: won },
    // A closing instance ends the stream with its retry hint; a stream cut on the way ends without one.
    { type: 'xstate.done.actor.stream', output: { retryMs: 1_000 } },
    { type: 'xstate.done.actor.stream', output: { retryMs: null } },
    { type: 'xstate.error.actor.stream', error: offline },
    { type: 'xstate.error.actor.stream', error: expired },
  ],
  // The failure count grows without end, but the pause stops growing at 30 s (the 6th failure); the ids differ by
  // event, and only whether there is one to resume from matters.
  contextKey: (c) => ({ resumes: c.lastEventId !== null, attempts: Math.min(c.attempts, 6), waitLeft: c.waitLeft }),
};

export const models = [model] as const;
