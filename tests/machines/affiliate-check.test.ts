import { describe, expect, it } from 'vitest';
import { affiliateCheckMachine } from '../../src/machines/affiliate-check.machine.ts';
import { AFFILIATE_DEBOUNCE_MS } from '../../src/machines/affiliate-check.types.ts';
import { formatCoverage } from './coverage.ts';
import { driveMachine } from './drive-machine.ts';
import { runModel, type MachineModel } from './harness.ts';

const refused = Object.assign(new Error('affiliate.invalid'), { errorCode: 'affiliate.invalid', message: 'Invalid invitation code' });
const offline = Object.assign(new Error('network'), { errorCode: 'network.error' });

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

describe('affiliateCheck machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModel(model);
    console.log(`${formatCoverage('affiliateCheck', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('affiliateCheck machine, behaviour', () => {
  it('checks a code once typing pauses, not at every keystroke, and names the agent', async () => {
    const d = driveMachine(affiliateCheckMachine, { input: { code: null } });
    for (const code of ['A', 'AG', 'AGENT01 ']) {
      d.actor.send({ type: 'code.change', code });
      d.advance(AFFILIATE_DEBOUNCE_MS - 1);
    }
    expect(d.callsOf('checkAffiliate')).toEqual([]);
    d.advance(1);
    expect(d.callsOf('checkAffiliate')).toEqual(['AGENT01']);
    expect(d.actor.getSnapshot().hasTag('ui:checking')).toBe(true);
    await d.resolve('checkAffiliate', { valid: true, nickname: 'Agent One' });
    expect(d.actor.getSnapshot().hasTag('ui:valid')).toBe(true);
    expect(d.actor.getSnapshot().context.agentName).toBe('Agent One');
  });

  it('says at once that an unknown code is invalid; clearing the field clears the verdict', async () => {
    const d = driveMachine(affiliateCheckMachine, { input: { code: 'nobody' } });
    expect(d.callsOf('checkAffiliate')).toEqual(['nobody']);
    await d.reject('checkAffiliate', refused);
    expect(d.actor.getSnapshot().hasTag('ui:invalid')).toBe(true);
    d.actor.send({ type: 'code.change', code: '' });
    expect(d.actor.getSnapshot().value).toBe('empty');
    d.advance(AFFILIATE_DEBOUNCE_MS * 2);
    expect(d.callsOf('checkAffiliate')).toHaveLength(1);
  });

  it('blocks nothing when the check cannot be made', async () => {
    const d = driveMachine(affiliateCheckMachine, { input: { code: 'AGENT01' } });
    await d.reject('checkAffiliate', offline);
    expect(d.actor.getSnapshot().value).toBe('unchecked');
    expect(d.actor.getSnapshot().hasTag('ui:invalid')).toBe(false);
  });
});
