// The operator's seamless wallet as the vendor sees it (POST /vendor-wallet/<action>, signed bodies), on PGlite
// and on PostgreSQL: no overdraft under parallel bets, idempotent repeats, the settlement rules and signatures.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameWins, walletTransactions } from '../../../server/db/schema-games.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import {
  balanceOf,
  betBody,
  transferCount,
  newPlayer,
  rollbackBody,
  roundsOf,
  uid,
  walletCall,
  walletRows,
  winBody,
  type TestServer,
} from '../vendor-helpers.ts';
import { call } from '../call-client.ts';

describe.each(dbKinds)('vendor wallet on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it("answers the balance of the token's player, and refuses an unknown token", async () => {
    const p = await newPlayer(t, 12_345);
    expect(await walletCall(t, 'balance', { request_uuid: 'q1', token: p.token, game_code: 'JL_RNG_0001' })).toEqual({
      status: 'RS_OK',
      request_uuid: 'q1',
      user: String(p.memberId),
      currency: 'PHP',
      balance: 12_345,
    });
    expect((await walletCall(t, 'balance', { request_uuid: 'q2', token: 'not-a-token-at-all' })).status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('never overdraws a player under many parallel bets, and a refused bet reports the real balance', async () => {
    const p = await newPlayer(t, 10_000);
    const answers = await Promise.all(Array.from({ length: 24 }, () => walletCall(t, 'bet', betBody(p.token, 1_500))));
    const accepted = answers.filter((a) => a.status === 'RS_OK');
    expect(accepted).toHaveLength(6);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY').every((a) => a.balance === 1_000)).toBe(true);
    expect(await balanceOf(t, p.memberId)).toBe(1_000);
    expect((await roundsOf(t, p.memberId)).filter((r) => r.status === 'open')).toHaveLength(6);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it("settles wins, rollbacks and new bets of many players at once, players sharing the vendor's accounts, without a failed call", async () => {
    // Nine players: at least two share one of the vendor's eight account shards. Each has open bets; then their
    // wins, rollbacks and new bets all arrive together, so calls lock the same member and shard rows from both
    // directions (a win moves money shard -> member, a bet member -> shard).
    const players = await Promise.all(Array.from({ length: 9 }, () => newPlayer(t, 100_000)));
    const open = await Promise.all(
      players.map(async (p) => {
        const bets = [betBody(p.token, 1_000), betBody(p.token, 2_000)];
        for (const bet of bets) expect((await walletCall(t, 'bet', bet)).status).toBe('RS_OK');
        return bets;
      }),
    );
    const calls = players.flatMap((p, i) => [
      walletCall(t, 'win', winBody(p.token, open[i]![0]!, 5_000)),
      walletCall(t, 'rollback', rollbackBody(p.token, open[i]![1]!)),
      walletCall(t, 'bet', betBody(p.token, 3_000)),
      walletCall(t, 'bet', betBody(p.token, 4_000)),
    ]);
    expect((await Promise.all(calls)).map((a) => a.status)).toEqual(calls.map(() => 'RS_OK'));
    // 100,000 - 1,000 + 5,000 (won) - 2,000 + 2,000 (refunded) - 3,000 - 4,000 (open).
    expect(await Promise.all(players.map((p) => balanceOf(t, p.memberId)))).toEqual(players.map(() => 97_000));
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('charges a repeated transaction id once and returns the first answer; other terms under that id are a duplicate', async () => {
    const p = await newPlayer(t, 10_000);
    const bet = betBody(p.token, 2_000);
    const first = await walletCall(t, 'bet', bet);
    const again = await Promise.all([walletCall(t, 'bet', { ...bet, request_uuid: 'retry-1' }), walletCall(t, 'bet', { ...bet, request_uuid: 'retry-2' })]);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 8_000 });
    expect(again.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 8_000],
      ['RS_OK', 8_000],
    ]);
    expect(again[0]!.request_uuid).toBe('retry-1');
    const other = await walletCall(t, 'bet', { ...bet, amount: 3_000 });
    expect(other).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 8_000 });

    const win = winBody(p.token, bet, 5_000);
    expect(await walletCall(t, 'win', win)).toMatchObject({ status: 'RS_OK', balance: 13_000 });
    expect(await walletCall(t, 'win', { ...win, request_uuid: uid('q') })).toMatchObject({ status: 'RS_OK', balance: 13_000 });
    expect(await walletCall(t, 'win', { ...win, amount: 6_000 })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 13_000 });
    expect(await balanceOf(t, p.memberId)).toBe(13_000);
    expect(await walletRows(t, p.memberId)).toHaveLength(2);
  });

  it('settles a round with a win once, and refuses a rollback after the win', async () => {
    const p = await newPlayer(t, 10_000);
    const bet = betBody(p.token, 1_000);
    await walletCall(t, 'bet', bet);
    expect(await walletCall(t, 'win', winBody(p.token, bet, 2_500))).toMatchObject({ status: 'RS_OK', balance: 11_500 });
    expect(await walletCall(t, 'win', winBody(p.token, bet, 2_500))).toMatchObject({ status: 'RS_ERROR_BET_SETTLED', balance: 11_500 });
    expect(await walletCall(t, 'rollback', rollbackBody(p.token, bet))).toMatchObject({ status: 'RS_ERROR_BET_SETTLED', balance: 11_500 });
    expect(await balanceOf(t, p.memberId)).toBe(11_500);
    expect(await roundsOf(t, p.memberId)).toMatchObject([{ bet: 1_000, win: 2_500, status: 'settled' }]);
  });

  it('refunds an open bet on rollback, once; a win after it is refused', async () => {
    const p = await newPlayer(t, 10_000);
    const bet = betBody(p.token, 4_000);
    await walletCall(t, 'bet', bet);
    const rb = rollbackBody(p.token, bet);
    expect(await walletCall(t, 'rollback', rb)).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await walletCall(t, 'rollback', { ...rb, request_uuid: uid('q') })).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await walletCall(t, 'rollback', rollbackBody(p.token, bet))).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await walletCall(t, 'win', winBody(p.token, bet, 9_000))).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 });
    expect(await balanceOf(t, p.memberId)).toBe(10_000);
    expect((await roundsOf(t, p.memberId))[0]!.status).toBe('rolled_back');
  });

  it('answers RS_OK to a rollback of an unknown bet, keeps a tombstone, and refuses that bet when it arrives late', async () => {
    const p = await newPlayer(t, 10_000);
    const bet = betBody(p.token, 3_000);
    const before = await transferCount(t);
    expect(await walletCall(t, 'rollback', rollbackBody(p.token, bet))).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await walletCall(t, 'bet', bet)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 });
    expect(await walletCall(t, 'win', winBody(p.token, bet, 1_000))).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(await balanceOf(t, p.memberId)).toBe(10_000);
    expect(await transferCount(t)).toBe(before);
    expect(await roundsOf(t, p.memberId)).toEqual([]);
    // A rollback of an unknown bet with an unknown token cannot name a player: refused, nothing kept.
    expect((await walletCall(t, 'rollback', rollbackBody('unknown-token-xyz', betBody('x', 1)))).status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('moves nothing and records nothing for a bad signature', async () => {
    const p = await newPlayer(t, 10_000);
    const before = await transferCount(t);
    const bet = betBody(p.token, 1_000);
    for (const action of ['bet', 'balance'] as const) expect((await walletCall(t, action, bet, 'wrong-secret')).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const raw = JSON.stringify(bet);
    const unsigned = await t.app.inject({ method: 'POST', url: '/vendor-wallet/bet', headers: { 'content-type': 'application/json' }, payload: raw });
    expect(unsigned.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: bet.request_uuid });
    expect(await balanceOf(t, p.memberId)).toBe(10_000);
    expect(await transferCount(t)).toBe(before);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    expect(await walletRows(t, p.memberId)).toEqual([]);
    // The same bytes correctly signed go through: the refusal was the signature's.
    expect((await walletCall(t, 'bet', bet)).status).toBe('RS_OK');
  });

  it('refuses a bet on an expired token, but still settles wins and rollbacks of earlier bets', async () => {
    const p = await newPlayer(t, 10_000);
    const won = betBody(p.token, 1_000);
    const cancelled = betBody(p.token, 2_000);
    await walletCall(t, 'bet', won);
    await walletCall(t, 'bet', cancelled);
    t.clock.advance(t.deps.config.vendor.tokenTtlMinutes * 60_000 + 1);
    try {
      expect(await walletCall(t, 'bet', betBody(p.token, 1_000))).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 7_000 });
      expect((await walletCall(t, 'win', winBody(p.token, won, 3_000))).status).toBe('RS_OK');
      expect((await walletCall(t, 'rollback', rollbackBody(p.token, cancelled))).status).toBe('RS_OK');
      expect(await balanceOf(t, p.memberId)).toBe(12_000);
    } finally {
      t.clock.advance(-(t.deps.config.vendor.tokenTtlMinutes * 60_000 + 1));
    }
  });

  it('refuses malformed bodies, other currencies and a second bet in one round', async () => {
    const p = await newPlayer(t, 10_000);
    expect((await walletCall(t, 'bet', { ...betBody(p.token, 100), amount: -5 })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await walletCall(t, 'bet', { ...betBody(p.token, 100), extra: 1 })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await walletCall(t, 'bet', { ...betBody(p.token, 100), currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    const bet = betBody(p.token, 100);
    await walletCall(t, 'bet', bet);
    expect((await walletCall(t, 'bet', betBody(p.token, 100, { round: bet.round }))).status).toBe('RS_ERROR_DUPLICATE_ROUND');
    expect(await balanceOf(t, p.memberId)).toBe(9_900);
  });

  it('puts a big win on the winner board once, keyed by its round', async () => {
    const p = await newPlayer(t, 10_000);
    const bet = betBody(p.token, 1_000);
    await walletCall(t, 'bet', bet);
    const win = winBody(p.token, bet, 20_000);
    await walletCall(t, 'win', win);
    await walletCall(t, 'win', win);
    const small = betBody(p.token, 1_000);
    await walletCall(t, 'bet', small);
    await walletCall(t, 'win', winBody(p.token, small, 5_000));
    const rows = await t.db.select().from(gameWins).where(eq(gameWins.memberId, p.memberId));
    expect(rows).toMatchObject([{ round: bet.round, amount: 20_000, nodeId: 10001, playerName: p.account }]);
    const board = await call(t, 'winnerBoard', { query: { gameCategory: 'ALL', limitNum: 20 } });
    expect(board.body.value.list[0]).toMatchObject({ winAmount: 200, nodeId: 10001 });
    expect((await t.db.select().from(walletTransactions).where(eq(walletTransactions.transactionUuid, win.transaction_uuid)))[0]!.status).toBe('RS_OK');
  });
});
