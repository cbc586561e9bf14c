// Deposits (docs/product.md §2 depositv2, issue 6): the demo provider's methods, an order, the member's orders, and the
// provider's signed callback.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { registerRangeCall } from '../http/range-call.ts';
import { CALLBACK_PATH, PAY_SIGNATURE_HEADER, depositPage, handleDepositCallback, memberOrder, orderDeposit, orderView, publicMethods } from './deposits.ts';
import { demoPaymentRoutes } from './demo-provider.ts';
import { toCentavos } from '../ledger/amounts.ts';

export async function depositRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const { db, clock } = deps;
  const secret = deps.config.wallet.paymentSecret;

  registerCall(root, 'depositMethods', async () =>
    ok({
      methods: publicMethods(),
      expireMinutes: deps.config.wallet.depositExpireMinutes,
      currency: deps.config.merchant.currency,
      currencySymbol: deps.config.merchant.currencySymbol,
    }),
  );

  registerCall(root, 'createDepositOrder', async (request) => {
    const row = await orderDeposit(deps, memberOf(request).id, request.body.method, toCentavos(request.body.amount));
    return ok(orderView(row, clock.now(), secret));
  });

  registerRangeCall(root, 'depositOrders', (request, range) => {
    const q = request.query;
    return depositPage(db, secret, memberOf(request).id, range, q.status, q.pageNum, q.pageSize, clock.now());
  });

  registerCall(root, 'depositOrder', async (request) => {
    const row = await memberOrder(db, memberOf(request).id, request.query.orderNo);
    return ok(orderView(row, clock.now(), secret));
  });

  // The provider's callback: the raw body is kept for the signature check, then parsed by the handler.
  await root.register(async (callback) => {
    callback.removeContentTypeParser('application/json');
    callback.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    callback.post(
      CALLBACK_PATH,
      {
        schema: {
          tags: ['payment callback'],
          summary: "The payment provider's notification (HMAC-SHA256 of the raw body in X-Pay-Signature); credits a paid order once",
          description:
            'Answers { status, orderNo, credited, message }: OK, ALREADY_PAID (a repeat: nothing credited again), ORDER_EXPIRED, ORDER_CANCELLED, UNKNOWN_ORDER, AMOUNT_MISMATCH, INVALID_SIGNATURE, WRONG_SYNTAX.',
        },
      },
      async (request) => {
        const signature = request.headers[PAY_SIGNATURE_HEADER];
        return handleDepositCallback(
          callback.deps,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });

  await root.register(demoPaymentRoutes);
}
