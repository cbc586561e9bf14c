import { describe, expect, it } from 'vitest';
import { pointRedemptionMachine, problemOf } from '../../../src/machines/points/point-redemption.machine.ts';
import { chosenGoods, heldRedemption, isBusy, isOpen, redemptionProblem, redemptionStep } from '../../../src/machines/points/point-redemption.selectors.ts';
import type { PointRedemptionEmitted, PointRedemptionInput } from '../../../src/machines/points/point-redemption.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, refusal, networkError, voucher, shirt, delivery, held } from '../../../src/flows/models/point-redemption.model.ts';

describe('pointRedemption machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('pointRedemption', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('pointRedemption machine, behaviour', () => {
  const start = (input: PointRedemptionInput) => {
    const d = driveMachine(pointRedemptionMachine, { input });
    const told: PointRedemptionEmitted[] = [];
    d.actor.on('*', (e) => told.push(e as PointRedemptionEmitted));
    return { d, told, snap: () => d.actor.getSnapshot() };
  };

  it('asks a visitor to log in and opens nothing; once signed in the same choice opens the dialog', () => {
    const { d, told, snap } = start({ viewer: 'visitor' });
    d.actor.send({ type: 'redeem.choose', goods: voucher });
    expect([redemptionStep(snap()), isOpen(snap()), told]).toEqual(['closed', false, [{ type: 'login.required' }]]);
    d.actor.send({ type: 'redeem.viewer', viewer: 'member' });
    d.actor.send({ type: 'redeem.choose', goods: voucher });
    expect([redemptionStep(snap()), chosenGoods(snap())?.id]).toEqual(['terms', 3]);
  });

  it('redeems a voucher: quantity within the stock, straight to the password, one sealed request, held', async () => {
    const { d, told, snap } = start({ viewer: 'member' });
    d.actor.send({ type: 'redeem.choose', goods: voucher });
    d.actor.send({ type: 'redeem.quantity', quantity: 6 });
    d.actor.send({ type: 'redeem.next' });
    expect(redemptionStep(snap())).toBe('terms');
    d.actor.send({ type: 'redeem.type', redeemType: 'PM' });
    d.actor.send({ type: 'redeem.quantity', quantity: 2 });
    d.actor.send({ type: 'redeem.next' });
    expect(redemptionStep(snap())).toBe('terms');
    d.actor.send({ type: 'redeem.type', redeemType: 'P' });
    d.actor.send({ type: 'redeem.next' });
    expect(redemptionStep(snap())).toBe('password');
    d.actor.send({ type: 'redeem.password', password: '2468' });
    d.actor.send({ type: 'redeem.submit' });
    expect(d.calls).toHaveLength(0);
    d.actor.send({ type: 'redeem.password', password: '246810' });
    d.actor.send({ type: 'redeem.submit' });
    expect(d.callsOf('redeemPoints')).toEqual([{ goodsId: 3, quantity: 2, redeemType: 'P', paymentPassword: '246810' }]);
    expect(isBusy(snap())).toBe(true);
    d.actor.send({ type: 'redeem.submit' });
    expect(d.calls).toHaveLength(1);
    await d.resolve('redeemPoints', held);
    expect([redemptionStep(snap()), heldRedemption(snap())?.id, told]).toEqual(['held', 41, [{ type: 'points.changed' }]]);
    d.actor.send({ type: 'redeem.close' });
    expect([redemptionStep(snap()), chosenGoods(snap())]).toEqual(['closed', null]);
  });

  it('asks for the delivery of a physical good and sends it; refusals go back to the step they name', async () => {
    const { d, snap } = start({ viewer: 'member' });
    d.actor.send({ type: 'redeem.choose', goods: shirt });
    d.actor.send({ type: 'redeem.type', redeemType: 'PM' });
    d.actor.send({ type: 'redeem.next' });
    expect(redemptionStep(snap())).toBe('delivery');
    d.actor.send({ type: 'redeem.next' });
    expect(redemptionStep(snap())).toBe('delivery');
    // Details the contract would refuse (contract/rules/delivery.ts) do not move on either.
    d.actor.send({ type: 'redeem.delivery', delivery: { ...delivery, mobile: '12-34' } });
    d.actor.send({ type: 'redeem.next' });
    expect(redemptionStep(snap())).toBe('delivery');
    d.actor.send({ type: 'redeem.delivery', delivery });
    d.actor.send({ type: 'redeem.next' });
    d.actor.send({ type: 'redeem.password', password: '000000' });
    d.actor.send({ type: 'redeem.submit' });
    expect(d.callsOf('redeemPoints')).toEqual([{ goodsId: 5, quantity: 1, redeemType: 'PM', delivery, paymentPassword: '000000' }]);
    await d.reject('redeemPoints', refusal('paymentPassword.incorrect', { attemptsLeft: 4 }));
    expect([redemptionStep(snap()), redemptionProblem(snap())]).toEqual([
      'password',
      { field: 'password', code: 'paymentPassword.incorrect', message: 'paymentPassword.incorrect', value: { attemptsLeft: 4 } },
    ]);
    expect(snap().context.password).toBe('');
    d.actor.send({ type: 'redeem.password', password: '246810' });
    d.actor.send({ type: 'redeem.submit' });
    await d.reject('redeemPoints', refusal('pointMall.cash.insufficient'));
    expect([redemptionStep(snap()), redemptionProblem(snap())?.field]).toEqual(['terms', 'quantity']);
    d.actor.send({ type: 'redeem.type', redeemType: 'P' });
    expect(redemptionProblem(snap())).toBeNull();
    d.actor.send({ type: 'redeem.next' });
    d.actor.send({ type: 'redeem.back' });
    expect(redemptionStep(snap())).toBe('terms');
  });

  it('keeps the request after a network failure and sends it again on retry', async () => {
    const { d, snap } = start({ viewer: 'member' });
    d.actor.send({ type: 'redeem.choose', goods: voucher });
    d.actor.send({ type: 'redeem.next' });
    d.actor.send({ type: 'redeem.password', password: '246810' });
    d.actor.send({ type: 'redeem.submit' });
    await d.reject('redeemPoints', networkError);
    expect([redemptionStep(snap()), redemptionProblem(snap())?.code]).toEqual(['failed', 'network.error']);
    d.actor.send({ type: 'redeem.retry' });
    expect(d.callsOf('redeemPoints')).toHaveLength(2);
    await d.resolve('redeemPoints', held);
    expect(redemptionStep(snap())).toBe('held');
  });

  it('maps every refusal of the redeem call to its field', () => {
    expect(
      ['paymentPassword.locked', 'pointMall.soldOut', 'pointMall.points.insufficient', 'pointMall.delivery.required', 'function.not.available'].map(
        (c) => problemOf(refusal(c)).field,
      ),
    ).toEqual(['password', 'quantity', 'quantity', 'delivery', 'form']);
    expect(problemOf({}).code).toBe('network.error');
  });
});
