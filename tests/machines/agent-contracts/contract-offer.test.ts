import { describe, expect, it } from 'vitest';
import { contractOfferMachine, outcomeOf } from '../../../src/machines/agent-contracts/contract-offer.machine.ts';
import { contractProblem, contractResult, contractStep, isBusy } from '../../../src/machines/agent-contracts/contract-offer.selectors.ts';
import type { ContractOfferEmitted, ContractOfferInput } from '../../../src/machines/agent-contracts/contract-offer.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, refusal, offer, lowerOffer, askedByUpline, signed, askedByMe, given, ended, view } from '../../../src/flows/models/contract-offer.model.ts';

describe('contractOffer machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('contractOffer', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('contractOffer machine, behaviour', () => {
  const start = (input: ContractOfferInput) => {
    const d = driveMachine(contractOfferMachine, { input });
    const changes: ContractOfferEmitted[] = [];
    d.actor.on('contract.changed', (e) => changes.push(e));
    return { d, changes, snap: () => d.actor.getSnapshot() };
  };

  it('accepts an offer with A and reports it, telling listeners the contracts changed', async () => {
    const { d, changes, snap } = start({ contract: offer });
    expect(contractStep(snap())).toBe('offer');
    d.actor.send({ type: 'contract.accept' });
    expect(d.callsOf('processContract')).toEqual([{ id: 7, kind: 'daily', status: 'A' }]);
    expect(isBusy(snap())).toBe(true);
    // A second click while the call runs sends nothing.
    d.actor.send({ type: 'contract.accept' });
    expect(d.calls).toHaveLength(1);
    await d.resolve('processContract', { contract: view(offer, { status: 'A' }), endedDownlines: [] });
    expect([contractStep(snap()), contractResult(snap())]).toEqual(['done', { outcome: 'accepted', endedDownlines: [] }]);
    expect(changes).toEqual([{ type: 'contract.changed', id: 7 }]);
  });

  it('warns before accepting an offer that ends a higher downline contract; going back sends nothing', async () => {
    const { d, snap } = start({ contract: lowerOffer });
    d.actor.send({ type: 'contract.accept' });
    expect([contractStep(snap()), d.calls]).toEqual(['warning', []]);
    d.actor.send({ type: 'contract.cancel' });
    expect(contractStep(snap())).toBe('offer');
    d.actor.send({ type: 'contract.accept' });
    d.actor.send({ type: 'contract.confirm' });
    expect(d.callsOf('processContract')).toEqual([{ id: 8, kind: 'daily', status: 'A' }]);
    await d.resolve('processContract', { contract: view(lowerOffer, { status: 'A' }), endedDownlines: ['down03'] });
    expect(contractResult(snap())).toEqual({ outcome: 'accepted', endedDownlines: ['down03'] });
  });

  it("sends the platform's statuses: R rejects an offer, C accepts a termination request and A refuses it", async () => {
    const rejecting = start({ contract: offer });
    rejecting.d.actor.send({ type: 'contract.reject' });
    expect(rejecting.d.callsOf('processContract')).toEqual([{ id: 7, kind: 'daily', status: 'R' }]);
    const ending = start({ contract: askedByUpline });
    expect(contractStep(ending.snap())).toBe('termination');
    ending.d.actor.send({ type: 'contract.accept' });
    expect(ending.d.callsOf('processContract')).toEqual([{ id: 9, kind: 'daily', status: 'C' }]);
    await ending.d.resolve('processContract', { contract: view(askedByUpline, { status: 'C' }), endedDownlines: [] });
    expect(contractResult(ending.snap())?.outcome).toBe('terminated');
    const keeping = start({ contract: askedByUpline });
    keeping.d.actor.send({ type: 'contract.reject' });
    expect(keeping.d.callsOf('processContract')).toEqual([{ id: 9, kind: 'daily', status: 'A' }]);
    expect([outcomeOf('V', 'A'), outcomeOf('P', 'R')]).toEqual(['kept', 'rejected']);
  });

  it('asks to end a signed contract after a confirmation, and waits on the other side for its own requests', async () => {
    const { d, snap } = start({ contract: signed });
    d.actor.send({ type: 'contract.terminate' });
    expect([contractStep(snap()), d.calls]).toEqual(['confirming', []]);
    d.actor.send({ type: 'contract.confirm' });
    expect(d.callsOf('requestTermination')).toEqual([{ id: 10 }]);
    await d.resolve('requestTermination', view(signed, { status: 'V', terminationBy: 'agent' }));
    expect(contractResult(snap())?.outcome).toBe('terminationRequested');
    expect(snap().context.contract).toMatchObject({ status: 'V', terminationBy: 'agent' });
    // Its own request, an offer it gave, an ended contract: nothing to do here.
    for (const [contract, step] of [
      [askedByMe, 'waiting'],
      [given, 'waiting'],
      [ended, 'closed'],
    ] as const) {
      expect(contractStep(start({ contract }).snap()), String(contract.id)).toBe(step);
    }
    // The other side answers: the reload shows the contract ended.
    const waiting = start({ contract: askedByMe });
    waiting.d.actor.send({ type: 'contract.sync', contract: { ...askedByMe, status: 'C' } });
    expect(contractStep(waiting.snap())).toBe('closed');
  });

  it("shows the server's refusal, reloads, and goes back to the contract as it is now", async () => {
    const { d, changes, snap } = start({ contract: offer });
    d.actor.send({ type: 'contract.accept' });
    await d.reject('processContract', refusal('contract.rate.aboveUpline', "A rate is above the upline's top rate"));
    expect([contractStep(snap()), contractProblem(snap())]).toEqual([
      'refused',
      { code: 'contract.rate.aboveUpline', message: "A rate is above the upline's top rate" },
    ]);
    expect(changes).toHaveLength(1);
    // The reload brings the offer as it is now (rejected elsewhere); the reason stays until the agent goes back.
    d.actor.send({ type: 'contract.sync', contract: { ...offer, status: 'R' } });
    expect(contractStep(snap())).toBe('refused');
    d.actor.send({ type: 'contract.back' });
    expect([contractStep(snap()), contractProblem(snap())]).toEqual(['closed', null]);
    const offline = start({ contract: signed });
    offline.d.actor.send({ type: 'contract.terminate' });
    offline.d.actor.send({ type: 'contract.confirm' });
    await offline.d.reject('requestTermination', new Error('Network down'));
    expect(contractProblem(offline.snap())).toEqual({ code: 'unknown', message: 'Network down' });
  });
});
