// Random sequences of wallet calls (bets, wins, rollbacks, rollbacks of unknown bets, late bets and repeats)
// against a model of the rules: every answer is the model's, money in the ledger stays constant, no player goes
// below zero. On PGlite and on PostgreSQL.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dbKinds, startTestServer } from '../test-server.ts';
import { inProcessWallet, type WalletClient } from '../../../server/vendor/wallet-client.ts';
import type { WalletAction, WalletAnswer, WalletStatus } from '../../../server/vendor/protocol.ts';
import { balanceOf, betBody, newPlayer, rollbackBody, uid, winBody, type TestServer } from '../vendor-helpers.ts';

type BetState = 'open' | 'closed' | 'won' | 'rolled' | 'refused';
interface ModelBet {
  body: ReturnType<typeof betBody>;
  player: number;
  state: BetState;
}

const op = fc.oneof(
  fc.record({ t: fc.constant('bet' as const), player: fc.nat(1), amount: fc.integer({ min: 1, max: 6_000 }), closed: fc.boolean() }),
  fc.record({ t: fc.constant('win' as const), bet: fc.nat(), amount: fc.integer({ min: 0, max: 12_000 }) }),
  fc.record({ t: fc.constant('rollback' as const), bet: fc.nat() }),
  fc.record({ t: fc.constant('rollbackUnknown' as const), player: fc.nat(1) }),
  fc.record({ t: fc.constant('lateBet' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('repeat' as const), pick: fc.nat() }),
);

describe.each(dbKinds)('wallet sequences on %s', (kind) => {
  let t: TestServer;
  let wallet: WalletClient;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    wallet = inProcessWallet(t.deps);
  });
  afterAll(() => t.close());

  it('answer as the model says, keep the total constant and never overdraw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const players = [await newPlayer(t, 10_000), await newPlayer(t, 3_000)];
        const balances = [10_000, 3_000];
        const bets: ModelBet[] = [];
        const tombstones: ModelBet[] = [];
        const sent: { action: WalletAction; body: Record<string, unknown>; answer: WalletAnswer }[] = [];

        const send = async (action: WalletAction, body: Record<string, unknown>, player: number, status: WalletStatus) => {
          const answer = await wallet.call(action, body as never);
          expect([action, answer.status]).toEqual([action, status]);
          expect(answer.balance).toBe(balances[player]);
          sent.push({ action, body, answer });
        };

        for (const o of ops) {
          if (o.t === 'bet') {
            const body = betBody(players[o.player]!.token, o.amount, { closed: o.closed });
            const fits = balances[o.player]! >= o.amount;
            if (fits) balances[o.player]! -= o.amount;
            bets.push({ body, player: o.player, state: fits ? (o.closed ? 'closed' : 'open') : 'refused' });
            await send('bet', body, o.player, fits ? 'RS_OK' : 'RS_ERROR_NOT_ENOUGH_MONEY');
          } else if (o.t === 'win' && bets.length) {
            const b = bets[o.bet % bets.length]!;
            const body = winBody(players[b.player]!.token, b.body, o.amount);
            const status: WalletStatus = {
              open: 'RS_OK',
              closed: 'RS_ERROR_BET_SETTLED',
              won: 'RS_ERROR_BET_SETTLED',
              rolled: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
              refused: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
            }[b.state] as WalletStatus;
            if (b.state === 'open') {
              balances[b.player]! += o.amount;
              b.state = 'won';
            }
            await send('win', body, b.player, status);
          } else if (o.t === 'rollback' && bets.length) {
            const b = bets[o.bet % bets.length]!;
            if (b.state === 'open' || b.state === 'closed') {
              balances[b.player]! += b.body.amount;
              b.state = 'rolled';
            }
            await send('rollback', rollbackBody(players[b.player]!.token, b.body), b.player, b.state === 'won' ? 'RS_ERROR_BET_SETTLED' : 'RS_OK');
          } else if (o.t === 'rollbackUnknown') {
            const body = betBody(players[o.player]!.token, 1_000);
            tombstones.push({ body, player: o.player, state: 'refused' });
            await send('rollback', rollbackBody(players[o.player]!.token, body), o.player, 'RS_OK');
          } else if (o.t === 'lateBet' && tombstones.length) {
            const late = tombstones[o.pick % tombstones.length]!;
            if (bets.includes(late)) continue; // sending it again would be a repeat
            bets.push(late);
            await send('bet', late.body, late.player, 'RS_ERROR_TRANSACTION_ROLLED_BACK');
          } else if (o.t === 'repeat') {
            // Only answers the wallet kept are replayed as they were; the others were never recorded.
            const kept = sent.filter((s) => s.answer.status !== 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
            if (!kept.length) continue;
            const first = kept[o.pick % kept.length]!;
            const again = await wallet.call(first.action, { ...first.body, request_uuid: uid('retry') } as never);
            expect([again.status, again.balance]).toEqual([first.answer.status, first.answer.balance]);
          }
        }
        for (const [i, p] of players.entries()) expect(await balanceOf(t, p.memberId)).toBe(balances[i]);
        expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
      }),
      { numRuns: kind === 'pglite' ? 25 : 15 },
    );
  });
});
