// What a refused API call means to the person using the form: the site's own words for the error codes it
// knows (i18n key errors.<code>, or a validation.* rule with its values), else the server's message.
import type { FieldProblem } from '../../contract/rules/field-rules.ts';

/** What a failed call carries: the platform's error code, its message and its value. */
export interface Refusal {
  errorCode?: string;
  message?: string;
  value?: unknown;
}

export const refusalOf = (error: unknown): Refusal => (typeof error === 'object' && error !== null ? (error as Refusal) : {});

/** The error codes the locales translate (`errors.<code>`); a test keeps this list and en.json in step. */
export const TRANSLATED_CODES: ReadonlySet<string> = new Set([
  'TOO_MANY_REQUESTS',
  'affiliate.expired',
  'affiliate.invalid',
  'agent.link.unknown',
  'agent.notDirectDownline',
  'agent.notInTeam',
  'agent.only',
  'agent.range.tooLong',
  'agent.rate.aboveOwn',
  // agent contracts (issue 14)
  'contract.notAgent',
  'contract.uplineHasNone',
  'contract.period.invalid',
  'contract.tiers.count',
  'contract.rate.invalid',
  'contract.tier.invalid',
  'contract.tiers.order',
  'contract.rate.aboveUpline',
  'contract.notFound',
  'contract.kind.mismatch',
  'contract.decided',
  'contract.decision.notYours',
  'contract.status.invalid',
  'bank.account.exists',
  'bank.account.limit',
  'captcha.invalid',
  'captcha.required',
  'deposit.amount.above.max',
  // player protection (issue 16 §5): the refusals carry what the message names (limit and what is left, until when)
  'deposit.limit.exceeded',
  'login.excluded',
  'protection.excluded',
  'protection.exclusion.shorter',
  'protection.password.incorrect',
  'deposit.amount.below.min',
  'deposit.method.unknown',
  'deposit.order.unknown',
  'function.not.available',
  'game.maintenance',
  'login.blocked',
  'login.failed',
  'login.not.session',
  'login.verification.invalid',
  'login.ticket.expired',
  'member.trial',
  'message.unknown',
  'network.error',
  'password.incorrect',
  'paymentPassword.already.set',
  'paymentPassword.incorrect',
  'paymentPassword.locked',
  'paymentPassword.mismatch',
  'paymentPassword.unset',
  'proof.missing',
  'proof.not.image',
  'proof.too.large',
  'proof.too.many',
  'register.mobile.taken',
  'register.username.taken',
  'request.invalid',
  'reset.code.expired',
  'reset.code.invalid',
  'reset.email.unknown',
  'sms.code.expired',
  'sms.code.invalid',
  'sms.quota.exceeded',
  'transfer.upline.none',
  'wallet.insufficient.balance',
  'wallet.transfer.conflict',
  'wallet.transfer.main',
  'wallet.transfer.same',
  'wallet.transfer.single',
  'wallet.unknown',
  'withdraw.amount.above.max',
  'withdraw.amount.below.min',
  'withdraw.bankAccount.missing',
  'withdraw.daily.limit',
  'transfer.turnover.pending',
  'withdraw.insufficient.balance',
  'withdrawal.part.answered',
  'withdrawal.part.autoReceived',
  'withdrawal.part.not.awaiting',
  'withdrawal.part.unknown',
  'withdrawal.proof.empty',
  'withdrawal.proof.invalid',
  'withdrawal.proof.none',
  'withdrawal.proof.tooLarge',
  'withdrawal.proof.tooMany',
  'withdrawal.proof.type',
  'withdrawal.unknown',
]);

/**
 * The numbers a refusal's message names (a deposit limit and what is left of it), and `until` as epoch ms, which
 * the translations format as a date and time in the reader's locale ({{until, datetime(...)}}).
 */
function valuesOf(value: unknown): Record<string, number> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'number') out[k] = v;
    else if (k === 'until' && typeof v === 'string' && !Number.isNaN(Date.parse(v))) out[k] = Date.parse(v);
  }
  return Object.keys(out).length ? out : undefined;
}

export function refusalProblem(error: unknown): FieldProblem {
  const { errorCode, message, value } = refusalOf(error);
  if (errorCode?.startsWith('validation.')) return { key: errorCode, values: (value as Record<string, number> | null) ?? undefined };
  if (errorCode && TRANSLATED_CODES.has(errorCode)) {
    const values = valuesOf(value);
    return values ? { key: `errors.${errorCode}`, values } : { key: `errors.${errorCode}` };
  }
  return { key: message ?? 'errors.unknown' };
}
