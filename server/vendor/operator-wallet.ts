// The operator's wallet endpoints the vendor calls (balance, bet, win, rollback). The signature is checked over
// the raw bytes before anything is read; each money call is one statement (migration 0011), so one transaction.
import { ledgerTransfers, vendorWalletCalls } from '../fleet/metrics.ts';
import type { TransferKind } from '../ledger/kinds.ts';
import { eq } from 'drizzle-orm';
import { preparedRows } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { tokenDigest } from '../games/game-launch.ts';
import { gameTokens } from '../db/schema-games.ts';
import { safeError } from '../http/log-redaction.ts';
import {
  DEMO_VENDOR,
  fingerprint,
  signatureValid,
  walletSchemas,
  type WalletAction,
  type WalletAnswer,
  type WalletRequest,
  type WalletStatus,
} from './protocol.ts';
import { memberBalance } from '../ledger/accounts.ts';
import { publishBalance } from '../live/publish.ts';

type WalletDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'live'>;

interface CallRow {
  out_status: WalletStatus;
  out_balance: string | number | null;
  out_member: number | null;
  out_replayed: boolean;
}

const isAction = (a: string): a is WalletAction => Object.hasOwn(walletSchemas, a);

/** The request_uuid to echo, read without trusting the body (it may be unsigned or malformed). */
function echoedRequestId(raw: string): string {
  try {
    const id = (JSON.parse(raw) as { request_uuid?: unknown }).request_uuid;
    return typeof id === 'string' ? id.slice(0, 100) : '';
  } catch {
    return '';
  }
}

/** The ledger kind a wallet call moves money with, when it does (the wallet functions of the migrations). */
const MONEY_KINDS: Partial<Record<string, TransferKind>> = { bet: 'game.bet', win: 'game.win', rollback: 'game.rollback' };

/** One wallet call as it arrived: action, raw body and signature header. Never throws. */
export async function handleWalletCall(deps: WalletDeps, action: string, rawBody: string, signature: string | undefined): Promise<WalletAnswer> {
  const answer = await answerWalletCall(deps, action, rawBody, signature);
  const known = isAction(action) ? action : 'unknown';
  vendorWalletCalls.inc({ action: known, status: answer.status });
  const kind = MONEY_KINDS[known];
  if (kind && answer.status === 'RS_OK') {
    ledgerTransfers.inc({ kind });
    // The call's statement has committed: the player's open pages may show the new balance (server/live/).
    if (answer.user !== null && answer.balance !== null) publishBalance(deps, Number(answer.user), answer.balance);
  }
  return answer;
}

async function answerWalletCall(deps: WalletDeps, action: string, rawBody: string, signature: string | undefined): Promise<WalletAnswer> {
  const currency = deps.config.merchant.currency;
  const answer = (status: WalletStatus, requestId: string, balance: number | null = null, member: number | null = null): WalletAnswer => ({
    status,
    request_uuid: requestId,
    user: member === null ? null : String(member),
    currency,
    balance,
  });
  if (!signatureValid(rawBody, signature, deps.config.vendor.secret)) return answer('RS_ERROR_INVALID_SIGNATURE', echoedRequestId(rawBody));
  if (!isAction(action)) return answer('RS_ERROR_WRONG_SYNTAX', echoedRequestId(rawBody));
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return answer('RS_ERROR_WRONG_SYNTAX', '');
  }
  const parsed = walletSchemas[action].safeParse(json);
  if (!parsed.success) return answer('RS_ERROR_WRONG_SYNTAX', echoedRequestId(rawBody));
  const body = parsed.data;
  if ('currency' in body && body.currency !== currency) return answer('RS_ERROR_WRONG_CURRENCY', body.request_uuid);
  try {
    if (action === 'balance') {
      const r = await balance(deps, body as WalletRequest<'balance'>);
      return answer(r.status, body.request_uuid, r.balance, r.member);
    }
    const row = await moneyCall(deps, action, body as WalletRequest<'bet' | 'win' | 'rollback'>);
    return answer(row.out_status, body.request_uuid, row.out_balance === null ? null : Number(row.out_balance), row.out_member);
  } catch (err) {
    // The statement's transaction rolled back: nothing moved. The vendor retries with the same transaction id.
    const e = safeError(err);
    console.warn(`wallet ${action} failed: ${e.message}${e.cause ? ` (${e.cause.code ?? ''} ${e.cause.message})` : ''}`);
    return answer('RS_ERROR_UNKNOWN', body.request_uuid);
  }
}

async function balance({ db, clock }: WalletDeps, body: WalletRequest<'balance'>) {
  const [token] = await db
    .select()
    .from(gameTokens)
    .where(eq(gameTokens.tokenHash, tokenDigest(body.token)));
  if (!token) return { status: 'RS_ERROR_INVALID_TOKEN' as const, balance: null, member: null };
  if (token.expiresAt <= clock.now()) return { status: 'RS_ERROR_TOKEN_EXPIRED' as const, balance: null, member: token.memberId };
  return { status: 'RS_OK' as const, balance: await memberBalance(db, token.memberId), member: token.memberId };
}

async function moneyCall(
  { db, clock, config }: WalletDeps,
  action: 'bet' | 'win' | 'rollback',
  body: WalletRequest<'bet' | 'win' | 'rollback'>,
): Promise<CallRow> {
  const fp = fingerprint(action, body);
  const now = clock.now().toISOString();
  const currency = config.merchant.currency;
  const vendor = `vendor:${DEMO_VENDOR}`;
  const [row] = await preparedRows<CallRow>(db, ...callStatement(action, body, fp, vendor, currency, now, config.vendor));
  if (!row) throw new Error('the wallet function answered nothing');
  return row;
}

/** The wallet function a call runs, as a named statement and its values. */
function callStatement(
  action: 'bet' | 'win' | 'rollback',
  body: WalletRequest<'bet' | 'win' | 'rollback'>,
  fp: string,
  vendor: string,
  currency: string,
  now: string,
  { bigWinMultiple, bigWinAmount }: WalletDeps['config']['vendor'],
): [name: string, text: string, values: unknown[]] {
  if (action === 'bet') {
    const b = body as WalletRequest<'bet'>;
    return [
      'wallet_bet',
      'select * from wallet_bet($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [b.transaction_uuid, fp, tokenDigest(b.token), b.round, b.amount, b.round_closed, vendor, currency, now],
    ];
  }
  if (action === 'win') {
    const w = body as WalletRequest<'win'>;
    return [
      'wallet_win',
      'select * from wallet_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [w.transaction_uuid, fp, w.reference_transaction_uuid, w.round, w.amount, vendor, currency, bigWinMultiple, bigWinAmount, now],
    ];
  }
  const r = body as WalletRequest<'rollback'>;
  return [
    'wallet_rollback',
    'select * from wallet_rollback($1, $2, $3, $4, $5, $6, $7, $8)',
    [r.transaction_uuid, fp, tokenDigest(r.token), r.reference_transaction_uuid, r.round, vendor, currency, now],
  ];
}
