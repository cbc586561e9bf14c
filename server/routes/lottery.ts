import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { games, lotteryTickets, recentGames, vendors } from '../db/schema-games.ts';
import { gameIcon } from '../domain/catalogue.ts';
import { drawAt, drawPeriodMs } from '../vendor/lottery.ts';
import {
  lotteryListQuery,
  roomListQuery,
  vnGameMenuQuery,
  type LiveRoomList,
  type LotteryGame,
  type LotteryGameList,
  type OpenedNumeroList,
  type VnGameMenu,
} from '../../contract/lottery.ts';

const tags = ['lottery'];
const security = [{ token: [] }];
/** The Vietnam lottery provider (spec §2: its games open /vnLottery). */
export const VN_LOTTERY = 'TCG_LOTTO_VN';
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];
/** A live table's upper limit: this many times its minimum bet (the catalogue keeps only the minimum). */
const MAX_BET_MULTIPLE = 5_000;

const columns = { nodeId: games.nodeId, vassalage: games.vassalage, gameCode: games.gameCode, gameType: games.gameType, gameName: games.gameName };
type GameRow = { nodeId: number; vassalage: string; gameCode: string; gameType: string; gameName: string };

/**
 * The lottery lobby's calls (spec §7) and the live-casino rooms. Draw timing and results come from the demo
 * vendor's numbers draw (server/vendor/lottery.ts): reading a result after its draw closed draws it once and
 * settles the tickets that were waiting for it.
 */
export async function lotteryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  const withDraw = (g: GameRow): LotteryGame => {
    const period = drawPeriodMs(g.gameName);
    const draw = drawAt(clock.now(), period);
    return { ...g, iconUrl: gameIcon(g.nodeId), drawPeriodSeconds: period / 1000, drawNo: draw.drawNo, nextDrawTime: draw.closesAt.toISOString() };
  };
  // The playable VN games (a provider's lobby entry has no draw of its own).
  const vnGames = () => db.select(columns).from(games).where(and(eq(games.vassalage, VN_LOTTERY), eq(games.isGame, 'GAME'))).orderBy(asc(games.nodeId));
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
    return { list: results.map((r) => ({ nodeId: r.nodeId, gameCode: byNode.get(r.nodeId)!.gameCode, gameName: byNode.get(r.nodeId)!.gameName, drawNo: r.drawNo, openedAt: r.closesAt, numbers: r.numbers })) };
  };

  app.get(
    '/lgw/vn/games/game_menu',
    { schema: { tags, summary: 'The VN lottery menu: TCG_LOTTO_VN games grouped by draw period, each with its draw on sale and its close time', querystring: vnGameMenuQuery } },
    async (_request, reply) => {
      const groups = new Map<number, LotteryGame[]>();
      for (const g of (await vnGames()).map(withDraw)) groups.set(g.drawPeriodSeconds, [...(groups.get(g.drawPeriodSeconds) ?? []), g]);
      const value: VnGameMenu = { groups: [...groups].sort(([a], [b]) => a - b).map(([drawPeriodSeconds, list]) => ({ drawPeriodSeconds, games: list })) };
      // The next draw time changes each period: a short public cache is enough.
      reply.header('cache-control', 'public, max-age=5');
      return ok(value);
    },
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    { config: { auth: 'session' }, schema: { tags, security, summary: "The member's recently launched lottery games (LOTT and ELOTT), newest first, with their draw timing", querystring: lotteryListQuery } },
    async (request, reply) => {
      const value: LotteryGameList = { list: (await recentLottery(memberOf(request).id, request.query.limitNum ?? 20)).map(withDraw) };
      reply.header('cache-control', 'private, no-store');
      return ok(value);
    },
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    { schema: { tags, summary: 'The latest opened (drawn) numbers of each VN lottery game', querystring: lotteryListQuery } },
    async (request, reply) => {
      const value = await opened((await vnGames()).slice(0, request.query.limitNum ?? 50));
      reply.header('cache-control', 'public, max-age=5');
      return ok(value);
    },
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      config: { auth: 'session' },
      schema: { tags, security, summary: "The latest opened numbers of the member's lottery games (those with tickets, then recently launched ones)", querystring: lotteryListQuery },
    },
    async (request, reply) => {
      const memberId = memberOf(request).id;
      const limit = request.query.limitNum ?? 20;
      const played = await db
        .select(columns)
        .from(games)
        .where(inArray(games.nodeId, db.selectDistinct({ n: lotteryTickets.nodeId }).from(lotteryTickets).where(eq(lotteryTickets.memberId, memberId))))
        .orderBy(asc(games.nodeId));
      const rows = [...played, ...(await recentLottery(memberId, limit))].filter((g, i, all) => all.findIndex((x) => x.nodeId === g.nodeId) === i).slice(0, limit);
      reply.header('cache-control', 'private, no-store');
      return ok(await opened(rows));
    },
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    { config: { auth: 'session' }, schema: { tags: ['games'], security, summary: 'The live-casino tables (LIVE games): table status and bet limits', querystring: roomListQuery } },
    async (request, reply) => {
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
      reply.header('cache-control', 'private, no-store');
      return ok(value);
    },
  );
}
