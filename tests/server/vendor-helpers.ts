// Helpers for the vendor tests: a player with a launch token, signed wallet calls over HTTP, and the money totals
// the invariants are about.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import { ledgerAccounts, members } from '../../server/db/schema.ts';
import { gameRounds, walletTransactions } from '../../server/db/schema-games.ts';
import { transfer } from '../../server/ledger/transfer.ts';
import { createGameToken } from '../../server/games/game-launch.ts';
import { sign, SIGNATURE_HEADER, type WalletAction, type WalletAnswer } from '../../server/vendor/protocol.ts';
import type { startTestServer } from './test-server.ts';
import { accountId, houseAccountId, memberAccountCode } from '../../server/ledger/accounts.ts';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const GAME = { nodeId: 10001, gameCode: 'JL_RNG_0001' };

let seq = 0;
/** A unique id for transactions, rounds and request ids. */
export const uid = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

/** A new member with `funds` centavos from the house and a launch token for GAME. */
export async function newPlayer(t: TestServer, funds: number, type = 0): Promise<{ memberId: number; token: string; account: string }> {
  const account = uid('player').replace(/-/g, '');
  const now = t.clock.now();
  const [m] = await t.db
    .insert(members)
    .values({ account, nickname: account, passwordHash: 'x', type, language: 'EN', passwordChangedAt: now, createdAt: now })
    .returning({ id: members.id });
  const wallet = await accountId(t.db, memberAccountCode(m!.id), 'PHP', { memberId: m!.id });
  if (funds > 0)
    await transfer(t.db, t.clock, {
      key: uid('fund'),
      kind: 'test.fund',
      fromAccountId: await houseAccountId(t.db, 'PHP'),
      toAccountId: wallet,
      amount: funds,
    });
  return { memberId: m!.id, token: await createGameToken(t.deps, m!.id, GAME.nodeId), account };
}

/** POST /vendor-wallet/<action> with the body signed by `secret` (the right one unless a test says otherwise). */
export async function walletCall(
  t: TestServer,
  action: WalletAction,
  body: Record<string, unknown>,
  secret = t.deps.config.vendor.secret,
): Promise<WalletAnswer> {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/vendor-wallet/${action}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, secret) },
    payload: raw,
  });
  if (res.statusCode !== 200) throw new Error(`wallet ${action}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
}

export const betBody = (token: string, amount: number, o: { uuid?: string; round?: string; closed?: boolean } = {}) => ({
  request_uuid: uid('q'),
  token,
  game_code: GAME.gameCode,
  transaction_uuid: o.uuid ?? uid('bet'),
  round: o.round ?? uid('round'),
  currency: 'PHP',
  amount,
  round_closed: o.closed ?? false,
});

export const winBody = (token: string, bet: { transaction_uuid: string; round: string }, amount: number, uuid = uid('win')) => ({
  request_uuid: uid('q'),
  token,
  game_code: GAME.gameCode,
  transaction_uuid: uuid,
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
  currency: 'PHP',
  amount,
  round_closed: true,
});

export const rollbackBody = (token: string, bet: { transaction_uuid: string; round: string }, uuid = uid('rb')) => ({
  request_uuid: uid('q'),
  token,
  game_code: GAME.gameCode,
  transaction_uuid: uuid,
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
});

export async function balanceOf(t: TestServer, memberId: number): Promise<number> {
  const [row] = await t.db
    .select({ b: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, memberAccountCode(memberId)));
  return row?.b ?? 0;
}

/** How many transfers the ledger holds: a refused or replayed call adds none. */
export async function transferCount(t: TestServer): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t.db, sql`select count(*) as n from ledger_transfers`);
  return Number(row!.n);
}

export const walletRows = (t: TestServer, memberId: number) => t.db.select().from(walletTransactions).where(eq(walletTransactions.memberId, memberId));
export const roundsOf = (t: TestServer, memberId: number) => t.db.select().from(gameRounds).where(eq(gameRounds.memberId, memberId));
