// A member's favourite games (docs/product.md §4 Favourites): reads newest first, an idempotent add with a per-member
// limit, and a remove that succeeds whether or not the game was a favourite.
import { and, count, desc, eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { favouriteGames, games } from '../db/schema-games.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import { gameColumns, gameIcon } from '../catalogue/service.ts';
import type { AddFavouriteBody, FavouriteGamesPage } from '../../contract/games/favourites.ts';

const newestFirst = [desc(favouriteGames.createdAt), desc(favouriteGames.nodeId)];

export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(...newestFirst);
  return rows.map((r) => r.nodeId);
}

export async function favouritePage(db: Db, memberId: number, pageNum: number, pageSize: number): Promise<FavouriteGamesPage> {
  const mine = eq(favouriteGames.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(favouriteGames)
      .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
      .where(mine)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(favouriteGames).where(mine),
  ]);
  const n = Number(total?.n ?? 0);
  return { content: rows.map((g) => ({ ...g, iconUrl: gameIcon(g.nodeId) })), pageNum, pageSize, totalPages: Math.ceil(n / pageSize), total: n };
}

export type AddOutcome = 'added' | 'already';

/**
 * Adds one favourite. The member's row is locked for the transaction so that parallel adds (two tabs) are counted
 * one after the other and the limit holds exactly. An unknown game, one named with another provider or type, and a
 * full list are refused.
 */
export async function addFavourite(db: Db, clock: Clock, memberId: number, body: AddFavouriteBody, limit: number): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ vassalage: games.vassalage, gameType: games.gameType }).from(games).where(eq(games.nodeId, body.nodeId));
    if (!game) throw new Refusal('game.not.found', `No game with nodeId ${body.nodeId}`);
    if (game.vassalage !== body.vendor || game.gameType !== body.gameType)
      throw new Refusal('game.mismatch', `vendor and gameType must be those of game ${body.nodeId}`);
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [existing] = await tx
      .select({ nodeId: favouriteGames.nodeId })
      .from(favouriteGames)
      .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, body.nodeId)));
    if (existing) return 'already';
    const [held] = await tx.select({ n: count() }).from(favouriteGames).where(eq(favouriteGames.memberId, memberId));
    if (Number(held?.n ?? 0) >= limit) throw new Refusal('favourite.limit', `At most ${limit} favourite games`, { limit });
    await tx.insert(favouriteGames).values({ memberId, nodeId: body.nodeId, createdAt: clock.now() });
    return 'added';
  });
}

/** True when the game was a favourite and is not any more. */
export async function removeFavourite(db: Db, memberId: number, nodeId: number): Promise<boolean> {
  const removed = await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)))
    .returning({ nodeId: favouriteGames.nodeId });
  return removed.length > 0;
}
