import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { games, lotteryTickets, recentGames, vendors } from '../db/schema-games.ts';
import { gameIcon } from '../catalogue/service.ts';
import { drawAt, drawPeriodMs } from '../vendor/lottery.ts';
import type { LiveRoomList, LotteryGame, LotteryGameList, OpenedNumeroList, VnGameMenu } from '../../contract/games/lottery.ts';
import { registerCall } from '../http/call-route.ts';
/** The Vietnam lottery provider (docs/product.md §2: its games open /vnLottery). */
export const VN_LOTTERY = 'TCG_LOTTO_VN';
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];
/** A live table's upper limit: this many times its minimum bet (the catalogue keeps only the minimum). */
const MAX_BET_MULTIPLE = 5_000;

const columns = { nodeId: games.nodeId, vassalage: games.vassalage, gameCode: games.gameCode, gameType: games.gameType, gameName: games.gameName };
type GameRow = { nodeId: number; vassalage: string; gameCode: string; gameType: string; gameName: string };

/**
 * The lottery lobby's calls (docs/product.md §7) and the live-casino rooms. Draw timing and results come from the demo
 * vendor's numbers draw (server/vendor/lottery.ts): reading a result after its draw closed draws it once and
 * settles the tickets that were waiting for it.
 */
export async function lotteryRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  const withDraw = (g: GameRow): LotteryGame => {
    const period = drawPeriodMs(g.gameName);
    const draw = drawAt(clock.now(), period);
    return { ...g, iconUrl: gameIcon(g.nodeId), drawPeriodSeconds: period / 1000, drawNo: draw.drawNo, nextDrawTime: draw.closesAt.toISOString() };
  };
  // The playable VN games (a provider's lobby entry has no draw of its own).
  const vnGames = () =>
    db
      .select(columns)
      .from(games)
      .where(and(eq(games.vassalage, VN_LOTTERY), eq(games.isGame, 'GAME')))
      .orderBy(asc(games.nodeId));
  const recentLottery = (memberId: number, limit: number) =>
    db
      .select(columns)
      .from(recentGames)
      .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
      .where(and(eq(recentGames.memberId, memberId), inArray(games.gameType, LOTTERY_TYPES), eq(games.isGame, 'GAME')))
      .orderBy(desc(recentGames.launchedAt), desc(recentGames.nodeId))
      .limit(limit);
  const opened = async (rows: GameRow[]): Promise<OpenedNumeroList> => {
    const results = await app.demoLottery.latestResults(rows);
    const byNode = new Map(rows.map((g) => [g.nodeId, g]));
    return {
      list: results.map((r) => ({
        nodeId: r.nodeId,
        gameCode: byNode.get(r.nodeId)!.gameCode,
        gameName: byNode.get(r.nodeId)!.gameName,
        drawNo: r.drawNo,
        openedAt: r.closesAt,
        numbers: r.numbers,
      })),
    };
  };

  registerCall(app, 'vnLotteryMenu', async (_request, reply) => {
    const groups = new Map<number, LotteryGame[]>();
    for (const g of (await vnGames()).map(withDraw)) groups.set(g.drawPeriodSeconds, [...(groups.get(g.drawPeriodSeconds) ?? []), g]);
    const value: VnGameMenu = { groups: [...groups].sort(([a], [b]) => a - b).map(([drawPeriodSeconds, list]) => ({ drawPeriodSeconds, games: list })) };
    // The next draw time changes each period: a short public cache is enough.
    reply.header('cache-control', 'public, max-age=5');
    return ok(value);
  });

  registerCall(app, 'recentLotteries', async (request) => {
    const value: LotteryGameList = { list: (await recentLottery(memberOf(request).id, request.query.limitNum ?? 20)).map(withDraw) };
    return ok(value);
  });

  registerCall(app, 'openedNumbers', async (request, reply) => {
    const value = await opened((await vnGames()).slice(0, request.query.limitNum ?? 50));
    reply.header('cache-control', 'public, max-age=5');
    return ok(value);
  });

  registerCall(app, 'memberOpenedNumbers', async (request) => {
    const memberId = memberOf(request).id;
    const limit = request.query.limitNum ?? 20;
    const played = await db
      .select(columns)
      .from(games)
      .where(inArray(games.nodeId, db.selectDistinct({ n: lotteryTickets.nodeId }).from(lotteryTickets).where(eq(lotteryTickets.memberId, memberId))))
      .orderBy(asc(games.nodeId));
    const rows = [...played, ...(await recentLottery(memberId, limit))]
      .filter((g, i, all) => all.findIndex((x) => x.nodeId === g.nodeId) === i)
      .slice(0, limit);
    return ok(await opened(rows));
  });

  registerCall(app, 'liveRooms', async (request) => {
    const rows = await db
      .select({ ...columns, minBet: games.minBet, maintenance: sql<boolean>`(${games.maintenance} or coalesce(${vendors.maintenance}, false))` })
      .from(games)
      .leftJoin(vendors, and(eq(vendors.vassalage, games.vassalage), eq(vendors.gameType, games.gameType)))
      .where(and(eq(games.gameType, 'LIVE'), request.query.vassalage ? eq(games.vassalage, request.query.vassalage) : undefined))
      .orderBy(asc(games.nodeId));
    const value: LiveRoomList = {
      list: rows.map((g) => ({
        nodeId: g.nodeId,
        vassalage: g.vassalage,
        gameCode: g.gameCode,
        roomName: g.gameName,
        iconUrl: gameIcon(g.nodeId),
        tableStatus: g.maintenance ? 'maintenance' : 'open',
        minBet: g.minBet,
        maxBet: g.minBet * MAX_BET_MULTIPLE,
      })),
    };
    return ok(value);
  });
}
