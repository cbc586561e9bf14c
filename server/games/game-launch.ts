// Game launch on the operator's side (docs/product.md §4 Game launch, §8 'Game maintenance'): which game a launch request
// names, whether it may start, the member's recent games, and the short-lived token the vendor plays with.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { gameTokens, games, recentGames, vendors } from '../db/schema-games.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { gameColumns, gameIcon } from '../catalogue/service.ts';
import type { Game } from '../../contract/catalogue/catalogue.ts';
import { NODE_ID_MAX } from '../../contract/games/node-id.ts';
import { Refusal } from '../shared/refusal.ts';
import { accountId, memberAccountCode } from '../ledger/accounts.ts';

export const RECENT_GAMES_LIMIT = 20;

export interface LaunchTarget {
  vassalage: string;
  gameType?: string;
  gameCode?: string;
  nodeId?: number;
}

export type LaunchGame = Game & { maintenance: boolean };

/** Under maintenance when the game is, or its vendor (provider and game type) is. */
const maintenanceColumn = sql<boolean>`(${games.maintenance} or coalesce(${vendors.maintenance}, false))`;

async function findGame(db: Db, where: ReturnType<typeof and>, order: 'lobbyFirst' | 'none' = 'none'): Promise<LaunchGame | null> {
  const [row] = await db
    .select({ ...gameColumns, maintenance: maintenanceColumn })
    .from(games)
    .leftJoin(vendors, and(eq(vendors.vassalage, games.vassalage), eq(vendors.gameType, games.gameType)))
    .where(where)
    // A vendor entry starts its lobby (the VASSALAGE entry) when it has one, else its first game.
    .orderBy(...(order === 'lobbyFirst' ? [sql`${games.isGame} = 'VASSALAGE' desc`, asc(games.nodeId)] : [asc(games.nodeId)]))
    .limit(1);
  return row ? { ...row, iconUrl: gameIcon(row.nodeId) } : null;
}

/**
 * The game a launch names: by nodeId (which must belong to the named provider), by provider and game code, or a
 * provider entry without a code (its lobby or first game of that type, or of any type when the type has none).
 */
export async function resolveLaunchGame(db: Db, t: LaunchTarget): Promise<LaunchGame | null> {
  if (t.nodeId !== undefined) return findGame(db, and(eq(games.nodeId, t.nodeId), eq(games.vassalage, t.vassalage)));
  if (t.gameCode) return findGame(db, and(eq(games.vassalage, t.vassalage), eq(games.gameCode, t.gameCode)));
  const ofType = t.gameType ? await findGame(db, and(eq(games.vassalage, t.vassalage), eq(games.gameType, t.gameType.toUpperCase())), 'lobbyFirst') : null;
  return ofType ?? findGame(db, eq(games.vassalage, t.vassalage), 'lobbyFirst');
}

/** The game a launch names, refused when there is none (404) or it is under maintenance (a handled outcome). */
export async function launchableGame(db: Db, target: LaunchTarget): Promise<LaunchGame> {
  const game = await resolveLaunchGame(db, target);
  if (!game) throw new Refusal('game.not.found', 'This game does not exist');
  if (game.maintenance) throw new Refusal('game.maintenance', 'Game maintenance');
  return game;
}

/** Keeps one row per game with its last launch; the list shows the newest first. */
export async function recordRecentGame(db: Db, memberId: number, nodeId: number, now: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, launchedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { launchedAt: now } });
}

export async function loadRecentGames(db: Db, memberId: number, limit = RECENT_GAMES_LIMIT): Promise<Game[]> {
  const rows = await db
    .select(gameColumns)
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.launchedAt), desc(recentGames.nodeId))
    .limit(limit);
  return rows.map((g) => ({ ...g, iconUrl: gameIcon(g.nodeId) }));
}

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new launch token: random 256-bit, only its hash stored, valid for the configured minutes. Expired tokens of
 * this member are dropped on the way (a win or rollback never needs the token: it names its bet).
 */
export async function createGameToken({ db, clock, random, config }: Deps, memberId: number, nodeId: number): Promise<string> {
  const token = random.bytes(32).toString('base64url');
  const now = clock.now();
  await db.delete(gameTokens).where(and(eq(gameTokens.memberId, memberId), lt(gameTokens.expiresAt, new Date(now.getTime() - 86_400_000))));
  await db.insert(gameTokens).values({
    tokenHash: tokenDigest(token),
    memberId,
    nodeId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.vendor.tokenTtlMinutes * 60_000),
  });
  return token;
}

/**
 * A real-money launch of the game a launch names (refused as launchableGame refuses): the member's wallet is opened
 * on a first play, the game joins the recent list, and a token is made for the vendor's page.
 */
export async function launchForMember(deps: Deps, memberId: number, target: LaunchTarget): Promise<{ nodeId: number; token: string }> {
  const { db, clock, config } = deps;
  const game = await launchableGame(db, target);
  await accountId(db, memberAccountCode(memberId), config.merchant.currency, { memberId });
  await recordRecentGame(db, memberId, game.nodeId, clock.now());
  return { nodeId: game.nodeId, token: await createGameToken(deps, memberId, game.nodeId) };
}

/** One of the server's launch CDNs at random; '' is this server's own origin (a site-relative address). */
export const launchBase = ({ config, random }: Pick<Deps, 'config' | 'random'>) => config.launchGameCDNs[random.int(0, config.launchGameCDNs.length)] ?? '';

/**
 * Puts a game (`<nodeId>`) or a vendor (`<VASSALAGE>` or `<VASSALAGE>:<GAMETYPE>`) under maintenance or takes it
 * off; answers how many rows changed.
 */
export async function setGameMaintenance(db: Db, target: string, on: boolean): Promise<number> {
  if (/^\d+$/.test(target)) {
    // A number past the 32-bit column names no game (and the database would refuse it).
    if (Number(target) > NODE_ID_MAX) return 0;
    return (
      await db
        .update(games)
        .set({ maintenance: on })
        .where(eq(games.nodeId, Number(target)))
        .returning({ n: games.nodeId })
    ).length;
  }
  const [vassalage, gameType] = target.toUpperCase().split(':');
  const where = and(eq(vendors.vassalage, vassalage!), gameType ? eq(vendors.gameType, gameType) : undefined);
  return (await db.update(vendors).set({ maintenance: on }).where(where).returning({ n: vendors.id })).length;
}
