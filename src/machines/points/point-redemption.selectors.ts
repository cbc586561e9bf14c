import type { SnapshotFrom } from 'xstate';
import { isPaymentPassword } from '../../../contract/rules/payment-password.ts';
import { quantityInRange } from '../../../contract/rules/points.ts';
import type { pointRedemptionMachine } from './point-redemption.machine.ts';

type S = SnapshotFrom<typeof pointRedemptionMachine>;

export type RedemptionStep = 'closed' | 'terms' | 'delivery' | 'password' | 'submitting' | 'failed' | 'held';

const STEPS: Record<string, RedemptionStep> = {
  idle: 'closed',
  terms: 'terms',
  delivery: 'delivery',
  password: 'password',
  submitting: 'submitting',
  failed: 'failed',
  held: 'held',
};

/** Which step of the redeem dialog shows (closed: no dialog). */
export const redemptionStep = (s: S): RedemptionStep => STEPS[s.value as string] ?? 'closed';
export const isOpen = (s: S) => s.hasTag('ui:open');
export const isBusy = (s: S) => s.hasTag('ui:busy');
export const chosenGoods = (s: S) => s.context.goods;
export const redeemTerms = (s: S) => ({ redeemType: s.context.redeemType, quantity: s.context.quantity });
export const deliveryOf = (s: S) => s.context.delivery;
export const passwordOf = (s: S) => s.context.password;
export const redemptionProblem = (s: S) => s.context.problem;
/** The held redemption (status P) after a success. */
export const heldRedemption = (s: S) => s.context.redemption;
/** The quantity asked for is not a whole number from 1 to the stock (the terms step says so; its guard holds too). */
export const quantityOutOfRange = (s: S) => s.context.goods !== null && !quantityInRange(s.context.quantity, s.context.goods.stock);
/** The password step may be sent: nothing on its way and a password of the right shape (the guard of redeem.submit). */
export const canSubmit = (s: S) => !s.hasTag('ui:busy') && isPaymentPassword(s.context.password);
