import { describe, expect, it } from 'vitest';
import { pointRedemptionMachine, problemOf } from '../../src/machines/point-redemption.machine.ts';
import { chosenGoods, heldRedemption, isBusy, isOpen, redemptionProblem, redemptionStep } from '../../src/machines/point-redemption.selectors.ts';
import type { GoodsItem, PointRedemptionEmitted, PointRedemptionInput } from '../../src/machines/point-redemption.types.ts';
import type { RedemptionView } from '../../contract/points.ts';
import { formatCoverage } from './coverage.ts';
import { driveMachine } from './drive-machine.ts';
import { runModels, type MachineModel } from './harness.ts';

const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, status: 200, value, message: errorCode });
const networkError = Object.assign(new Error('offline'), { errorCode: 'network.error', status: 0 });

const voucher: GoodsItem = { id: 3, physical: false, points: true, pointsAndCash: false, stock: 5 };
const shirt: GoodsItem = { id: 5, physical: true, points: true, pointsAndCash: true, stock: 2 };
const delivery = { name: 'Juan Dela Cruz', address: '12 Rizal St, Quezon City', mobile: '09171234567' };
const held: RedemptionView = {
  id: 41,
  goodsId: 3,
  goodsName: 'GCash ₱50 load voucher',
  goodsType: 'VOUCHER',
  imageUrl: '/art/goods/GCASHLOAD50.svg',
  quantity: 1,
  redeemType: 'P',
  points: 600,
  money: 0,
  status: 'P',
  note: '',
  createdAt: '2026-11-21T08:00:00.000Z',
  decidedAt: null,
};

const model: MachineModel<typeof pointRedemptionMachine> = {
  machine: pointRedemptionMachine,
  inputs: [{ viewer: 'member' }, { viewer: 'visitor' }],
  events: [
    { type: 'redeem.choose', goods: voucher },
    { type: 'redeem.choose', goods: shirt },
    { type: 'redeem.viewer', viewer: 'member' },
    { type: 'redeem.quantity', quantity: 3 },
    { type: 'redeem.quantity', quantity: 1 },
    { type: 'redeem.type', redeemType: 'PM' },
    { type: 'redeem.type', redeemType: 'P' },
    { type: 'redeem.delivery', delivery },
    { type: 'redeem.password', password: '246810' },
    { type: 'redeem.password', password: '12' },
    { type: 'redeem.next' },
    { type: 'redeem.back' },
    { type: 'redeem.submit' },
    { type: 'redeem.retry' },
    { type: 'redeem.close' },
    { type: 'xstate.done.actor.redeemPoints', output: held },
    { type: 'xstate.error.actor.redeemPoints', error: refusal('paymentPassword.incorrect', { attemptsLeft: 4 }) },
    { type: 'xstate.error.actor.redeemPoints', error: refusal('pointMall.stock.short', { stock: 1 }) },
    { type: 'xstate.error.actor.redeemPoints', error: refusal('pointMall.delivery.required') },
    { type: 'xstate.error.actor.redeemPoints', error: networkError },
  ],
  // The problem and the held redemption are shown, not decided on.
  contextKey: (c) => ({ viewer: c.viewer, goods: c.goods?.id, type: c.redeemType, quantity: c.quantity, delivery: !!c.delivery, password: c.password }),
};

describe('pointRedemption machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels([model]);
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
    d.actor.send({ type: 'redeem.delivery', delivery });
    d.actor.send({ type: 'redeem.next' });
    d.actor.send({ type: 'redeem.password', password: '000000' });
    d.actor.send({ type: 'redeem.submit' });
    expect(d.callsOf('redeemPoints')).toEqual([{ goodsId: 5, quantity: 1, redeemType: 'PM', delivery, paymentPassword: '000000' }]);
    await d.reject('redeemPoints', refusal('paymentPassword.incorrect', { attemptsLeft: 4 }));
    expect([redemptionStep(snap()), redemptionProblem(snap())]).toEqual(['password', { field: 'password', code: 'paymentPassword.incorrect', message: 'paymentPassword.incorrect', value: { attemptsLeft: 4 } }]);
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
    expect(['paymentPassword.locked', 'pointMall.soldOut', 'pointMall.points.insufficient', 'pointMall.delivery.required', 'function.not.available'].map((c) => problemOf(refusal(c)).field)).toEqual([
      'password',
      'quantity',
      'quantity',
      'delivery',
      'form',
    ]);
    expect(problemOf({}).code).toBe('network.error');
  });
});
