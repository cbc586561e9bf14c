// The demo payment provider (issue 6): its own checkout page under /demo-pay, where the payer presses Pay or
// Cancel. The provider then tells the platform through its signed callback, exactly as a real provider would
// over HTTP; in this process the transport is a direct call of the platform's callback handler with the signed
// raw bytes (like the demo vendor's wallet client). The page may send the same notification again, to show that
// a repeated callback credits nothing twice.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { members } from '../db/schema.ts';
import { payDeadline } from './pay-deadline.ts';
import {
  PAY_BASE,
  findOrder,
  handleDepositCallback,
  methodByCode,
  payPageToken,
  signCallback,
  statusAt,
  type CallbackAnswer,
  type CallbackBody,
} from './deposits.ts';
import { toDecimal } from '../ledger/amounts.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSP = ["default-src 'none'", "style-src 'unsafe-inline'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1b2233;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.brand{color:#2a6df4;font-weight:700;letter-spacing:.04em}.amount{font-size:32px;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}dt{color:#667}dd{margin:0}
.row{display:flex;gap:12px;margin-top:24px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#2a6df4;color:#fff}.cancel{background:#e4e7ee;color:#1b2233}.note{font-size:13px;color:#667;margin-top:16px}a{color:#2a6df4}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="brand">DEMOPAY</div>${body}</main></body></html>`;
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);

const back = '<p class="note"><a href="/member?tab=depositv2">Back to the site</a></p>';

/** Calls the platform's callback with a signed body, as the provider would over HTTP. */
export async function notifyPlatform(deps: Pick<Deps, 'db' | 'clock' | 'config'>, body: CallbackBody): Promise<CallbackAnswer> {
  const raw = JSON.stringify(body);
  return handleDepositCallback(deps, raw, signCallback(raw, deps.config.wallet.paymentSecret));
}

/** The provider's reference of an order: derived from it, so a resent notification carries the same one. */
const providerRef = (secret: string, orderNo: string) => `DP${payPageToken(secret, `ref:${orderNo}`).slice(0, 12).toUpperCase()}`;

export async function demoPaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const secret = deps.config.wallet.paymentSecret;
  const tags = ['demo payment provider'];
  const params = z.strictObject({
    orderNo: z
      .string()
      .min(4)
      .max(40)
      .regex(/^[A-Z0-9]+$/),
  });
  const token = z.string().min(1).max(64);

  const tokenOk = (orderNo: string, t: string) => {
    const expected = Buffer.from(payPageToken(secret, orderNo));
    const given = Buffer.from(t);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const money = (centavos: number) =>
    `${deps.config.merchant.currencySymbol}${toDecimal(centavos).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const resendForm = (orderNo: string, t: string) =>
    `<form method="post" action="${PAY_BASE}/checkout/${orderNo}/notify"><input type="hidden" name="t" value="${escapeHtml(t)}"><button class="cancel" type="submit">Send the notification again</button></form>`;

  app.get(
    `${PAY_BASE}/checkout/:orderNo`,
    { schema: { tags, summary: "The provider's checkout page for an order: Pay or Cancel", params, querystring: z.object({ t: token }) } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const order = tokenOk(orderNo, request.query.t) ? await findOrder(deps.db, orderNo) : null;
      if (!order) return send(reply, 404, page('Unknown order', '<h1>This payment link is not valid.</h1>' + back));
      const status = statusAt(order, deps.clock.now());
      const [member] = await deps.db.select({ language: members.language }).from(members).where(eq(members.id, order.memberId));
      const deadline = payDeadline(order.expiresAt, member?.language ?? '', deps.config.wallet.timeZoneOffsetMinutes);
      const details = `<div class="amount">${money(order.amount)}</div><dl><dt>Merchant</dt><dd>${escapeHtml(deps.config.merchant.name)}</dd><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Method</dt><dd>${escapeHtml(methodByCode(order.method)?.name ?? order.method)}</dd><dt>Pay before</dt><dd lang="${deadline.locale}"><time datetime="${order.expiresAt.toISOString()}">${escapeHtml(deadline.text)}</time></dd></dl>`;
      if (status !== 'pending') {
        const resend = status === 'paid' ? resendForm(orderNo, request.query.t) : '';
        return send(reply, 200, page('Payment', `<h1>This order is ${status}.</h1>${details}${resend}${back}`));
      }
      const t = escapeHtml(request.query.t);
      const form = (action: string, cls: string, label: string) =>
        `<form method="post" action="${PAY_BASE}/checkout/${orderNo}/${action}"><input type="hidden" name="t" value="${t}"><button class="${cls}" type="submit">${label}</button></form>`;
      return send(
        reply,
        200,
        page('Pay', `<h1>Confirm your payment</h1>${details}<div class="row">${form('pay', 'pay', 'Pay')}${form('cancel', 'cancel', 'Cancel')}</div>`),
      );
    },
  );

  const act = (action: 'pay' | 'cancel' | 'notify', summary: string) =>
    app.post(`${PAY_BASE}/checkout/:orderNo/${action}`, { schema: { tags, summary, params, body: z.object({ t: token }) } }, async (request, reply) => {
      const { orderNo } = request.params;
      const order = tokenOk(orderNo, request.body.t) ? await findOrder(deps.db, orderNo) : null;
      if (!order) return send(reply, 404, page('Unknown order', '<h1>This payment link is not valid.</h1>' + back));
      if (action === 'notify' && order.status !== 'paid')
        return send(reply, 200, page('Payment', '<h1>Nothing to notify: this order was not paid.</h1>' + back));
      const result = await notifyPlatform(deps, {
        orderNo,
        providerRef: providerRef(secret, orderNo),
        amount: order.amount,
        status: action === 'cancel' ? 'CANCELLED' : 'SUCCESS',
        ts: deps.clock.now().getTime(),
      });
      const headline: Record<CallbackAnswer['status'], string> = {
        OK: action === 'cancel' ? 'Payment cancelled.' : `Payment of ${money(order.amount)} successful.`,
        ALREADY_PAID: 'The merchant already had this payment: nothing was credited again.',
        ORDER_EXPIRED: 'This order expired before it was paid: nothing was charged or credited.',
        ORDER_CANCELLED: 'This order was cancelled: nothing was charged or credited.',
        UNKNOWN_ORDER: 'The merchant does not know this order.',
        AMOUNT_MISMATCH: 'The amount does not match the order.',
        INVALID_SIGNATURE: 'The merchant refused the notification.',
        WRONG_SYNTAX: 'The merchant refused the notification.',
      };
      const resend = order.status === 'paid' || (result.status === 'OK' && action === 'pay') ? resendForm(orderNo, request.body.t) : '';
      return send(reply, 200, page('Payment', `<h1>${headline[result.status]}</h1><p class="note">Merchant's answer: ${result.status}</p>${resend}${back}`));
    });
  act('pay', 'The payer pays: the provider notifies the platform (signed callback)');
  act('cancel', 'The payer cancels: the provider notifies the platform');
  act('notify', 'The provider sends its notification of a paid order again (the platform credits nothing twice)');
}
