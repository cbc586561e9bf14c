// Helpers for the settlement tests: rounds of any game type played through the vendor's signed wallet calls, the
// games to play them on, the members' days (the ledger's invariants are server/ledger/checks.ts).
import { and, eq } from 'drizzle-orm';
import { games } from '../../server/db/schema-games.ts';
import { createGameToken } from '../../server/games/game-launch.ts';
import { periodOf, type EconomyPeriod } from '../../server/shared/periods.ts';
import { uid, walletCall, type TestServer } from './vendor-helpers.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A game of the type (the first by node id, or the n-th), to play rounds on. */
export async function gameOf(t: TestServer, gameType: string, n = 0): Promise<{ nodeId: number; gameCode: string }> {
  const rows = await t.db
    .select({ nodeId: games.nodeId, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.gameType, gameType), eq(games.isGame, 'GAME')))
    .orderBy(games.nodeId)
    .limit(n + 1);
  if (!rows[n]) throw new Error(`No ${gameType} game ${n}`);
  return rows[n];
}

/**
 * One round through the wallet calls the vendor makes: the bet, then its win (0 for a loss) or its rollback. Each
 * call is answered RS_OK or the test fails.
 */
export async function playRound(t: TestServer, memberId: number, game: { nodeId: number; gameCode: string }, bet: number, outcome: number | 'rollback' = 0) {
  const token = await createGameToken(t.deps, memberId, game.nodeId);
  const round = uid('round');
  const betCall = {
    request_uuid: uid('q'),
    token,
    game_code: game.gameCode,
    transaction_uuid: uid('bet'),
    round,
    currency: 'PHP',
    amount: bet,
    round_closed: false,
  };
  const answers = [await walletCall(t, 'bet', betCall)];
  const ref = { token, game_code: game.gameCode, reference_transaction_uuid: betCall.transaction_uuid, round };
  if (outcome === 'rollback') answers.push(await walletCall(t, 'rollback', { ...ref, request_uuid: uid('q'), transaction_uuid: uid('rb') }));
  else
    answers.push(
      await walletCall(t, 'win', { ...ref, request_uuid: uid('q'), transaction_uuid: uid('win'), currency: 'PHP', amount: outcome, round_closed: true }),
    );
  const bad = answers.filter((a) => a.status !== 'RS_OK');
  if (bad.length) throw new Error(`wallet refused: ${JSON.stringify(bad)}`);
  return round;
}

/** The members' day the test clock is in. */
export const today = (t: TestServer): EconomyPeriod => periodOf('day', t.clock.now(), t.deps.config.wallet.timeZoneOffsetMinutes);

/** Moves the clock to `minutes` past the next midnight of the members' zone. */
export function passMidnight(t: TestServer, minutes = 1) {
  t.clock.advance(today(t).to.getTime() - t.clock.now().getTime() + minutes * 60_000);
}
