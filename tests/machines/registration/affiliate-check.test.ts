import { describe, expect, it } from 'vitest';
import { affiliateCheckMachine } from '../../../src/machines/registration/affiliate-check.machine.ts';
import { AFFILIATE_DEBOUNCE_MS } from '../../../src/machines/registration/affiliate-check.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, refused, offline } from '../../../src/flows/models/affiliate-check.model.ts';

describe('affiliateCheck machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
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
