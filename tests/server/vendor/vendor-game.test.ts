// The demo vendor's game server: real-money spins pay exactly their rounds' net through the wallet, every round
// is recorded, and the pay table returns the configured RTP.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestServer, testRandom } from '../test-server.ts';
import { expectedReturn, payTable, spinOutcome } from '../../../server/vendor/outcomes.ts';
import { betSizes } from '../../../server/vendor/game-server.ts';
import { GAME, balanceOf, newPlayer, roundsOf, type TestServer } from '../vendor-helpers.ts';

describe('the pay table', () => {
  it('returns the configured RTP, in expectation and over many seeded spins', () => {
    for (const rtp of [90, 96, 99]) expect(expectedReturn(payTable(rtp))).toBeCloseTo(rtp / 100, 3);
    const table = payTable(96);
    const random = testRandom(11);
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i++) paid += spinOutcome(table, random, 100).win;
    expect(paid / (spins * 100)).toBeGreaterThan(0.93);
    expect(paid / (spins * 100)).toBeLessThan(0.99);
  });

  it('shows three of a kind for a win and a mixed line for a loss', () => {
    const table = payTable(96);
    const random = testRandom(5);
    for (let i = 0; i < 2_000; i++) {
      const s = spinOutcome(table, random, 500);
      expect(new Set(s.symbols).size === 1).toBe(s.win > 0);
      expect(s.win).toBe(Math.floor(500 * s.multiple));
    }
  });

  it('offers whole-peso bets from the game minimum', () => {
    expect(betSizes(1)).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(betSizes(20)).toEqual([2_000, 5_000, 10_000, 20_000, 50_000]);
  });
});

describe.each(dbKinds)('vendor game server on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const api = (path: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/vendor/demo/api/${path}`, payload: { mode: 'real', token, nodeId: GAME.nodeId, ...payload } }).then((r) => r.json());

  it("moves the player's balance by exactly the rounds' net and records every round", async () => {
    const p = await newPlayer(t, 500_000);
    const session = await api('session', p.token);
    expect(session).toMatchObject({ ok: true, balance: 500_000, currency: 'PHP' });
    let net = 0;
    const played: string[] = [];
    for (let i = 0; i < 40; i++) {
      const bet = session.betSizes[i % 3];
      const spin = await api('spin', p.token, { bet });
      expect(spin).toMatchObject({ ok: true, bet });
      net += spin.win - spin.bet;
      played.push(spin.round);
      expect(spin.balance).toBe(500_000 + net);
    }
    expect(await balanceOf(t, p.memberId)).toBe(500_000 + net);
    const rounds = await roundsOf(t, p.memberId);
    expect(rounds.map((r) => r.id).sort()).toEqual([...played].sort());
    expect(rounds.every((r) => r.status === 'settled' && r.nodeId === GAME.nodeId && r.settledAt)).toBe(true);
    expect(rounds.reduce((s, r) => s + r.win - r.bet, 0)).toBe(net);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('refuses a bet size the game does not offer, a bet beyond the balance, and an expired session', async () => {
    const p = await newPlayer(t, 300);
    expect(await api('spin', p.token, { bet: 123 })).toMatchObject({ ok: false, code: 'bet.invalid' });
    expect(await api('spin', p.token, { bet: 500 })).toMatchObject({ ok: false, code: 'balance.insufficient', balance: 300 });
    expect(await roundsOf(t, p.memberId)).toEqual([]);
    const ttl = t.deps.config.vendor.tokenTtlMinutes * 60_000 + 1;
    t.clock.advance(ttl);
    try {
      expect(await api('session', p.token)).toMatchObject({ ok: false, code: 'session.expired' });
      expect(await api('spin', p.token, { bet: 200 })).toMatchObject({ ok: false, code: 'session.expired' });
    } finally {
      t.clock.advance(-ttl);
    }
    expect(await api('session', 'an-unknown-token-123')).toMatchObject({ ok: false, code: 'session.invalid' });
    expect(await balanceOf(t, p.memberId)).toBe(300);
  });
});
