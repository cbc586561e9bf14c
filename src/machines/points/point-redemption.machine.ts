// Redeeming a good of the points mall (issue 15, docs/loyalty.md §points mall): choose a good (a visitor is sent
// to log in), the way to pay and the quantity, the delivery details for physical goods, the payment password,
// then one sealed request that holds the points, the cash and the stock at once. The server decides; a refusal
// sends the member back to the step whose field it names (the password, the quantity, the details), any other
// failure can be tried again. A held redemption waits for the operator (In Process).
import { and, assertEvent, assign, emit, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusalOf } from '../../domain/refusal.ts';
import { quantityInRange } from '../../../contract/rules/points.ts';
import { isPaymentPassword } from '../../../contract/rules/payment-password.ts';
import { isDeliverable } from '../../../contract/rules/delivery.ts';
import type { RedemptionView } from '../../../contract/points/points.ts';
import type {
  PointRedemptionContext,
  PointRedemptionEmitted,
  PointRedemptionEvent,
  PointRedemptionInput,
  PointRedemptionTag,
  ProblemField,
  RedeemInput,
  RedemptionProblem,
} from './point-redemption.types.ts';

/** The step each refusal of the redeem call sends the member back to. */
const FIELD_OF: Record<string, ProblemField> = {
  'paymentPassword.incorrect': 'password',
  'paymentPassword.locked': 'password',
  'paymentPassword.unset': 'password',
  'pointMall.stock.short': 'quantity',
  'pointMall.soldOut': 'quantity',
  'pointMall.goods.unknown': 'quantity',
  'pointMall.redeemType.unavailable': 'quantity',
  'pointMall.points.insufficient': 'quantity',
  'pointMall.cash.insufficient': 'quantity',
  'pointMall.delivery.required': 'delivery',
};

export const problemOf = (error: unknown): RedemptionProblem => {
  const { errorCode, message, value } = refusalOf(error);
  const code = errorCode || 'network.error';
  return { field: FIELD_OF[code] ?? 'form', code, message: message || null, value: value ?? null };
};

export const pointRedemptionMachine = setup({
  types: {
    context: {} as PointRedemptionContext,
    events: {} as PointRedemptionEvent,
    input: {} as PointRedemptionInput,
    emitted: {} as PointRedemptionEmitted,
    tags: {} as PointRedemptionTag,
  },
  actors: {
    redeemPoints: provided<RedemptionView, RedeemInput>('redeemPoints'),
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'redeem.choose');
      const goods = event.goods;
      return { goods, redeemType: goods.points ? ('P' as const) : ('PM' as const), quantity: 1, delivery: null, password: '', problem: null, redemption: null };
    }),
    setViewer: assign(({ event }) => {
      assertEvent(event, 'redeem.viewer');
      return { viewer: event.viewer };
    }),
    setQuantity: assign(({ event }) => {
      assertEvent(event, 'redeem.quantity');
      return { quantity: event.quantity, problem: null };
    }),
    setType: assign(({ event }) => {
      assertEvent(event, 'redeem.type');
      return { redeemType: event.redeemType, problem: null };
    }),
    setDelivery: assign(({ event }) => {
      assertEvent(event, 'redeem.delivery');
      return { delivery: event.delivery, problem: null };
    }),
    setPassword: assign(({ event }) => {
      assertEvent(event, 'redeem.password');
      return { password: event.password, problem: null };
    }),
    storeProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    clearPassword: assign({ password: '' }),
    storeRedemption: assign((_, redemption: RedemptionView) => ({ redemption, password: '', problem: null })),
    reset: assign({ goods: null, delivery: null, password: '', problem: null, redemption: null, quantity: 1 }),
    askLogin: emit({ type: 'login.required' as const }),
    announceChange: emit({ type: 'points.changed' as const }),
  },
  guards: {
    isVisitor: ({ context }) => context.viewer === 'visitor',
    isPhysical: ({ context }) => !!context.goods?.physical,
    /** A whole quantity from 1 to the stock, in a way the good is offered. */
    termsValid: ({ context }) =>
      !!context.goods &&
      quantityInRange(context.quantity, context.goods.stock) &&
      (context.redeemType === 'P' ? context.goods.points : context.goods.pointsAndCash),
    hasDelivery: ({ context }) => !!context.delivery && isDeliverable(context.delivery),
    passwordFilled: ({ context }) => isPaymentPassword(context.password),
    refusedPassword: (_, error: unknown) => problemOf(error).field === 'password',
    refusedTerms: (_, error: unknown) => problemOf(error).field === 'quantity',
    refusedDelivery: ({ context }, error: unknown) => problemOf(error).field === 'delivery' && !!context.goods?.physical,
  },
}).createMachine({
  id: 'pointRedemption',
  meta: { product: '4.15 Promotion, redemption and contract statuses' },
  context: ({ input }) => ({ viewer: input.viewer, goods: null, redeemType: 'P', quantity: 1, delivery: null, password: '', problem: null, redemption: null }),
  initial: 'idle',
  on: {
    'redeem.viewer': { actions: 'setViewer' },
  },
  states: {
    idle: {
      description: 'The goods grid: nothing chosen. A visitor who chooses is asked to log in.',
      on: {
        'redeem.choose': [
          { guard: 'isVisitor', actions: 'askLogin' },
          { target: 'terms', actions: 'choose' },
        ],
      },
    },
    terms: {
      description: 'How to pay (points, or points plus cash, as the good offers) and how many (1 to the stock).',
      tags: ['ui:open'],
      on: {
        'redeem.quantity': { actions: 'setQuantity' },
        'redeem.type': { actions: 'setType' },
        'redeem.next': [
          { guard: and(['termsValid', 'isPhysical']), target: 'delivery' },
          { guard: 'termsValid', target: 'password' },
        ],
        'redeem.close': { target: 'idle', actions: 'reset' },
      },
    },
    delivery: {
      description: 'The delivery details of a physical good.',
      tags: ['ui:open'],
      on: {
        'redeem.delivery': { actions: 'setDelivery' },
        'redeem.next': { guard: 'hasDelivery', target: 'password' },
        'redeem.back': { target: 'terms' },
        'redeem.close': { target: 'idle', actions: 'reset' },
      },
    },
    password: {
      description: 'The payment password (6 digits), then submit.',
      tags: ['ui:open'],
      on: {
        'redeem.password': { actions: 'setPassword' },
        'redeem.submit': { guard: 'passwordFilled', target: 'submitting' },
        'redeem.back': [{ guard: 'isPhysical', target: 'delivery' }, { target: 'terms' }],
        'redeem.close': { target: 'idle', actions: 'reset' },
      },
    },
    submitting: {
      description: 'The sealed request: points, cash and stock are held at once, or it is refused and nothing moves.',
      tags: ['ui:open', 'ui:busy'],
      invoke: {
        id: 'redeemPoints',
        src: 'redeemPoints',
        input: ({ context }) => ({
          goodsId: context.goods!.id,
          quantity: context.quantity,
          redeemType: context.redeemType,
          ...(context.goods!.physical && context.delivery ? { delivery: context.delivery } : {}),
          paymentPassword: context.password,
        }),
        onDone: { target: 'held', actions: [{ type: 'storeRedemption', params: ({ event }) => event.output }, 'announceChange'] },
        onError: [
          { guard: { type: 'refusedPassword', params: errorOf }, target: 'password', actions: [{ type: 'storeProblem', params: errorOf }, 'clearPassword'] },
          { guard: { type: 'refusedTerms', params: errorOf }, target: 'terms', actions: [{ type: 'storeProblem', params: errorOf }, 'announceChange'] },
          { guard: { type: 'refusedDelivery', params: errorOf }, target: 'delivery', actions: [{ type: 'storeProblem', params: errorOf }] },
          { target: 'failed', actions: [{ type: 'storeProblem', params: errorOf }] },
        ],
      },
    },
    failed: {
      description: 'The request failed for another reason (network, server): send the same request again, or close.',
      tags: ['ui:open'],
      on: {
        'redeem.retry': { target: 'submitting' },
        'redeem.close': { target: 'idle', actions: 'reset' },
      },
    },
    held: {
      description: 'Held: the redemption is In Process until the operator approves or rejects it; the result shows.',
      tags: ['ui:open'],
      on: {
        'redeem.close': { target: 'idle', actions: 'reset' },
      },
    },
  },
});
