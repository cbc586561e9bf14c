// No round strands money (issue 12): the vendor writes a round's outcome before it calls the wallet, and the
// vendor-rounds job finishes any round still owing a call past the timeout: a lost win is re-sent with its id, a
// bet whose answer was lost is rolled back. Every ledger invariant holds after each.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameRounds, vendorRounds } from '../../../server/db/schema-games.ts';
import { GameServer, betSizes, type VendorGame } from '../../../server/vendor/game-server.ts';
import { inProcessWallet, type WalletClient } from '../../../server/vendor/wallet-client.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balanceOf, betBody, transferCount, newPlayer, walletCall, type TestServer } from '../vendor-helpers.ts';

type Drop = 'win' | 'bet-answer' | null;

/** The in-process wallet, with a network that can lose a win on its way, or the answer to a bet. */
function lossyWallet(t: TestServer): WalletClient & { drop: Drop } {
  const wallet = inProcessWallet(t.deps);
  const lossy = {
    drop: null as Drop,
    async call(action, body) {
      if (lossy.drop === 'win' && action === 'win')
        return { status: 'RS_ERROR_UNKNOWN', request_uuid: body.request_uuid, user: null, currency: 'PHP', balance: null };
      const answer = await wallet.call(action, body);
      if (lossy.drop === 'bet-answer' && action === 'bet') return { ...answer, status: 'RS_ERROR_UNKNOWN' };
      return answer;
    },
  } as WalletClient & { drop: Drop };
  return lossy;
}

describe.each(dbKinds)('rounds left owing a wallet call on %s', (kind) => {
  let t: TestServer;
  let game: VendorGame;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    game = (await t.app.demoVendor.game(10001))!;
  });
  afterAll(() => t.close());

  const round = async (id: string) => (await t.db.select().from(gameRounds).where(eq(gameRounds.id, id)))[0];
  const owed = async (id: string) => (await t.db.select().from(vendorRounds).where(eq(vendorRounds.round, id)))[0];

  /** Spins until a round wins, with the win lost on its way (a losing round needs no second call). */
  async function wonRoundWithLostWin(vendor: GameServer, wallet: { drop: Drop }, token: string) {
    for (let i = 0; i < 200; i++) {
      wallet.drop = 'win';
      const spin = await vendor.spin('real', token, game, betSizes(game.minBet)[0]!);
      wallet.drop = null;
      if (!spin.ok) return spin;
      expect(spin.win).toBe(0); // a lost round settles with its bet alone
    }
    throw new Error('no winning spin in 200');
  }

  it('a win that never reached the wallet is re-sent by the job after the timeout, and paid once', async () => {
    const wallet = lossyWallet(t);
    const vendor = new GameServer(t.deps, wallet);
    const p = await newPlayer(t, 100_000);
    const refused = await wonRoundWithLostWin(vendor, wallet, p.token);
    expect(refused).toMatchObject({ ok: false, code: 'wallet.error' });
    const [open] = await t.db.select().from(gameRounds).where(eq(gameRounds.status, 'open'));
    expect(open).toMatchObject({ memberId: p.memberId, status: 'open' });
    const record = (await owed(open!.id))!;
    expect(record).toMatchObject({ owed: 'win', lastStatus: 'RS_ERROR_UNKNOWN' });
    const before = await balanceOf(t, p.memberId);

    await t.app.jobs.runDue();
    expect((await round(open!.id))!.status).toBe('open'); // not before the timeout: the spin may still be under way
    t.clock.advance(t.deps.config.vendor.roundTimeoutSeconds * 1000 + 15_000);
    await t.app.jobs.runDue();
    expect(await round(open!.id)).toMatchObject({ status: 'settled', win: record.win });
    expect(await owed(open!.id)).toMatchObject({ owed: 'none', lastStatus: 'RS_OK', attempts: 1, token: null });
    expect(await balanceOf(t, p.memberId)).toBe(before + record.win);
    t.clock.advance(120_000);
    await t.app.jobs.runDue();
    expect(await balanceOf(t, p.memberId)).toBe(before + record.win);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('a bet whose answer was lost is rolled back by the job: the stake comes back, the round shows rolled back', async () => {
    const wallet = lossyWallet(t);
    const vendor = new GameServer(t.deps, wallet);
    const p = await newPlayer(t, 100_000);
    wallet.drop = 'bet-answer';
    const stake = betSizes(game.minBet)[0]!;
    const spin = await vendor.spin('real', p.token, game, stake);
    wallet.drop = null;
    expect(spin).toMatchObject({ ok: false, code: 'wallet.error' });
    expect(await balanceOf(t, p.memberId)).toBe(100_000 - stake);
    const [r] = await t.db.select().from(gameRounds).where(eq(gameRounds.memberId, p.memberId));
    t.clock.advance(t.deps.config.vendor.roundTimeoutSeconds * 1000 + 15_000);
    await t.app.jobs.runDue();
    expect(await round(r!.id)).toMatchObject({ status: 'rolled_back' });
    expect(await owed(r!.id)).toMatchObject({ owed: 'none' });
    expect(await balanceOf(t, p.memberId)).toBe(100_000);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('an open round the vendor has no record of (spun before it kept one) is rolled back once past the timeout', async () => {
    const p = await newPlayer(t, 100_000);
    const bet = betBody(p.token, 500);
    expect((await walletCall(t, 'bet', bet)).status).toBe('RS_OK');
    await t.app.jobs.runDue();
    expect(await round(bet.round)).toMatchObject({ status: 'open' });
    t.clock.advance(t.deps.config.vendor.roundTimeoutSeconds * 1000 + 15_000);
    await t.app.jobs.runDue();
    expect(await round(bet.round)).toMatchObject({ status: 'rolled_back' });
    expect(await balanceOf(t, p.memberId)).toBe(100_000);
    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(await balanceOf(t, p.memberId)).toBe(100_000);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('a round whose process died before the bet was answered is cancelled: a late bet is refused', async () => {
    const p = await newPlayer(t, 100_000);
    const bet = betBody(p.token, 100);
    const now = t.clock.now();
    await t.db.insert(vendorRounds).values({
      round: bet.round,
      token: p.token,
      gameCode: bet.game_code,
      currency: 'PHP',
      betUuid: bet.transaction_uuid,
      bet: 100,
      winUuid: `${bet.transaction_uuid}-w`,
      win: 300,
      rollbackUuid: `${bet.transaction_uuid}-x`,
      owed: 'bet',
      createdAt: now,
      updatedAt: now,
    });
    const transfers = await transferCount(t);
    t.clock.advance(t.deps.config.vendor.roundTimeoutSeconds * 1000 + 15_000);
    await t.app.jobs.runDue();
    expect(await owed(bet.round)).toMatchObject({ owed: 'none', lastStatus: 'RS_OK' });
    expect((await walletCall(t, 'bet', bet)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(t, p.memberId)).toBe(100_000);
    expect(await transferCount(t)).toBe(transfers);
  });
});
