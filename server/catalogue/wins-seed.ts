// The home seed: winner-board wins and the merchant's wallet mode. It is its own seed run ('home'), so a
// database seeded before it existed gets these rows once, on the next start, without reseeding the rest.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import * as t from '../db/schema-games.ts';
import type { Clock } from '../deps.ts';
import { seededRandom } from '../seed/prng.ts';
import { seedOnce } from '../seed/seed-run.ts';

const SEED = { name: 'home', version: 1 };
export const SEEDED_WIN_COUNT = 40;

/** Display names of the seeded winners; the API masks them (docs/product.md §2: customer name on the winner board). */
const PLAYERS = [
  'delacruzo',
  'mariasantos',
  'jun_reyes88',
  'bongbong',
  'kikay23',
  'pinoyace',
  'lolaflor',
  'tisoy_rj',
  'marites',
  'ninoy77',
  'aling_nena',
  'kuyajay',
  'bebot',
  'ricardo_m',
  'jhunbisaya',
  'leni_p',
  'manny_pac',
  'cebuboy',
  'ilocana',
  'pogiako',
];

/** Slots, live tables and fishing win often; a few lottery wins keep the board varied. */
const WIN_TYPES = ['RNG', 'LIVE', 'FISH', 'LOTT'];

export interface WinSeed {
  nodeId: number;
  playerName: string;
  amount: number;
  occurredAt: Date;
}

/** Deterministic wins among the given games, newest first, spread over the last two days before `now`. */
export function generateWins(nodeIds: readonly number[], now: Date, count = SEEDED_WIN_COUNT, seed = 4242): WinSeed[] {
  if (!nodeIds.length) return [];
  const rnd = seededRandom(seed);
  const out: WinSeed[] = [];
  let at = now.getTime();
  for (let i = 0; i < count; i++) {
    at -= rnd.int(2, 90) * 60_000;
    // Mostly modest wins, now and then a big one: ₱500 to ₱5,000, or up to ₱250,000 one time in eight.
    const pesos = rnd.next() < 0.125 ? rnd.int(20_000, 250_000) : rnd.int(500, 5_000);
    out.push({ nodeId: rnd.pick(nodeIds), playerName: rnd.pick(PLAYERS), amount: pesos * 100 + rnd.int(0, 100), occurredAt: new Date(at) });
  }
  return out;
}

/** Runs the home seed once per database. Returns whether it ran. */
export async function seedHomeData(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, SEED, now, async (tx) => {
    // Read the games back rather than regenerate them: the wins must name rows that exist in this database.
    const rows = await tx
      .select({ nodeId: t.games.nodeId })
      .from(t.games)
      .where(and(inArray(t.games.gameType, WIN_TYPES), eq(t.games.isGame, 'GAME')))
      .orderBy(asc(t.games.nodeId));
    const wins = generateWins(
      rows.map((r) => r.nodeId),
      now,
    );
    if (wins.length) await tx.insert(t.gameWins).values(wins);
    // One wallet for everything (seamless): the demo vendor moves money in the member's main ledger account.
    await tx
      .insert(settings)
      .values({ key: 'merchant.wallet', value: { isSingle: true }, updatedAt: now })
      .onConflictDoNothing();
  });
}
