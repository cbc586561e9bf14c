// The model of the affiliate check machine: the samples the paths are planned from
// (tests/machines/registration/affiliate-check.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { affiliateCheckMachine } from '../../machines/registration/affiliate-check.machine.ts';
import type { MachineModel } from '../model/harness.ts';

export const refused = Object.assign(new Error('affiliate.invalid'), { errorCode: 'affiliate.invalid', message: 'Invalid invitation code' });
export const offline = Object.assign(new Error('network'), { errorCode: 'network.error' });

const model: MachineModel<typeof affiliateCheckMachine> = {
  machine: affiliateCheckMachine,
  inputs: [{ code: null }, { code: 'AGENT01' }],
  events: [
    { type: 'code.change', code: 'AGENT0' },
    { type: 'code.change', code: '  ' },
    { type: 'xstate.after.affiliateDebounce.affiliateCheck.waiting' },
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: true, nickname: 'Agent One' } },
    { type: 'xstate.error.actor.checkAffiliate', error: refused },
    { type: 'xstate.error.actor.checkAffiliate', error: offline },
  ],
  contextKey: (c) => ({ code: c.code !== '', agent: c.agentName !== null }),
};

export const models = [model] as const;
