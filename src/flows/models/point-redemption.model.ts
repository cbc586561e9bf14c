// The model of the point redemption machine: the samples the paths are planned from
// (tests/machines/points/point-redemption.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { pointRedemptionMachine } from '../../machines/points/point-redemption.machine.ts';
import type { GoodsItem } from '../../machines/points/point-redemption.types.ts';
import type { RedemptionView } from '../../../contract/points/points.ts';
import type { MachineModel } from '../model/harness.ts';

export const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, status: 200, value, message: errorCode });
export const networkError = Object.assign(new Error('offline'), { errorCode: 'network.error', status: 0 });

export const voucher: GoodsItem = { id: 3, physical: false, points: true, pointsAndCash: false, stock: 5 };
export const shirt: GoodsItem = { id: 5, physical: true, points: true, pointsAndCash: true, stock: 2 };
export const delivery = { name: 'Juan Dela Cruz', address: '12 Rizal St, Quezon City', mobile: '09171234567' };
export const held: RedemptionView = {
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

export const models = [model] as const;
