// The model of the raffle countdown machine: the samples the paths are planned from
// (tests/machines/raffle/raffle-countdown.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { raffleCountdownMachine } from '../../machines/raffle/raffle-countdown.machine.ts';
import type { RaffleResult, RaffleStatusView } from '../../../contract/raffle/raffle.ts';
import type { MachineModel } from '../model/harness.ts';

export const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, status: 200, value, message: errorCode });

export const draw = (over: Partial<RaffleStatusView> = {}): RaffleStatusView => ({
  raffleId: 1,
  promotionId: null,
  title: 'Hourly lucky draw',
  raffleScheduleId: 5,
  drawAt: '2026-11-21T08:03:00.000Z',
  claimUntil: '2026-11-21T08:33:00.000Z',
  isClaimed: false,
  hasStarted: false,
  hasEnded: false,
  time: 2,
  due: 4,
  prizes: [{ type: 'MONEY', value: 8.88, ticketType: null, chance: 100 }],
  conditions: [],
  result: null,
  ...over,
});
export const money: RaffleResult = { type: 'MONEY', value: 8.88, ticket: null, claimedAt: '2026-11-21T08:03:01.000Z' };

const model: MachineModel<typeof raffleCountdownMachine> = {
  machine: raffleCountdownMachine,
  inputs: [{ raffleId: 1 }],
  events: [
    { type: 'raffle.claim' },
    { type: 'raffle.reload' },
    { type: 'xstate.done.actor.loadStatus', output: { status: null, latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw(), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 1, due: 3 }), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 0, due: 2, hasStarted: true }), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 0, due: 0, hasStarted: true, hasEnded: true }), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 0, due: 2, hasStarted: true, isClaimed: true, result: money }), latencyMs: 0 } },
    { type: 'xstate.error.actor.loadStatus', error: refusal('network.error') },
    { type: 'xstate.done.actor.claimRaffle', output: money },
    { type: 'xstate.error.actor.claimRaffle', error: refusal('raffle.ended') },
    {
      type: 'xstate.error.actor.claimRaffle',
      error: refusal('raffle.conditions.unmet', { missing: [{ condition: 'depositSinceLastDraw', target: 100, actual: 0 }] }),
    },
  ],
  contextKey: (c) => ({
    toDraw: c.toDraw,
    toEnd: c.toEnd,
    status: c.status?.hasEnded ?? c.status === null,
    result: c.result !== null,
    problem: c.problem?.code ?? null,
  }),
};

export const models = [model] as const;
