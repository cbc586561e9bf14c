// The lottery lobby (docs/product.md §7) and the live-casino rooms. Draw timing and results come from the demo
// vendor's numbers draw (server/vendor/lottery.ts, lottery-server.ts).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { games, lotteryTickets, recentGames, vendors } from '../db/schema-games.ts';
import type { Deps } from '../deps.ts';
import { gameIcon } from '../catalogue/service.ts';
import { drawAt, drawPeriodMs } from '../vendor/lottery.ts';
import type { LotteryServer } from '../vendor/lottery-server.ts';
import type { LiveRoomList, LotteryGame, LotteryGameList, OpenedNumeroList, VnGameMenu } from '../../contract/games/lottery.ts';

/** The Vietnam lottery provider (docs/product.md §2: its games open /vnLottery). */
export const VN_LOTTERY = 'TCG_LOTTO_VN';
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];
/** A live table's upper limit: this many times its minimum bet (the catalogue keeps only the minimum). */
const MAX_BET_MULTIPLE = 5_000;

const columns = { nodeId: games.nodeId, vassalage: games.vassalage, gameCode: games.gameCode, gameType: games.gameType, gameName: games.gameName };
type GameRow = { nodeId: number; vassalage: string; gameCode: string; gameType: string; gameName: string };
type Draws = Pick<LotteryServer, 'latestResults'>;
type Reads = Pick<Deps, 'db' | 'clock'>;

const withDraw = ({ clock }: Pick<Deps, 'clock'>, g: GameRow): LotteryGame => {
  const period = drawPeriodMs(g.gameName);
  const draw = drawAt(clock.now(), period);
  return { ...g, iconUrl: gameIcon(g.nodeId), drawPeriodSeconds: period / 1000, drawNo: draw.drawNo, nextDrawTime: draw.closesAt.toISOString() };
};

// The playable VN games (a provider's lobby entry has no draw of its own).
const vnGames = ({ db }: Reads) =>
  db
    .select(columns)
    .from(games)
    .where(and(eq(games.vassalage, VN_LOTTERY), eq(games.isGame, 'GAME')))
    .orderBy(asc(games.nodeId));

const recentLottery = ({ db }: Reads, memberId: number, limit: number) =>
  db
    .select(columns)
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(and(eq(recentGames.memberId, memberId), inArray(games.gameType, LOTTERY_TYPES), eq(games.isGame, 'GAME')))
    .orderBy(desc(recentGames.launchedAt), desc(recentGames.nodeId))
    .limit(limit);

async function opened(draws: Draws, rows: GameRow[]): Promise<OpenedNumeroList> {
  const results = await draws.latestResults(rows);
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
}

export async function vnLotteryMenu(deps: Reads): Promise<VnGameMenu> {
  const groups = new Map<number, LotteryGame[]>();
  for (const g of (await vnGames(deps)).map((row) => withDraw(deps, row))) groups.set(g.drawPeriodSeconds, [...(groups.get(g.drawPeriodSeconds) ?? []), g]);
  return { groups: [...groups].sort(([a], [b]) => a - b).map(([drawPeriodSeconds, list]) => ({ drawPeriodSeconds, games: list })) };
}

export async function recentLotteries(deps: Reads, memberId: number, limit: number): Promise<LotteryGameList> {
  return { list: (await recentLottery(deps, memberId, limit)).map((row) => withDraw(deps, row)) };
}

export async function openedNumbers(deps: Reads, draws: Draws, limit: number): Promise<OpenedNumeroList> {
  return opened(draws, (await vnGames(deps)).slice(0, limit));
}

/** The games the member holds tickets in, then those played lately, each once. */
export async function memberOpenedNumbers(deps: Reads, draws: Draws, memberId: number, limit: number): Promise<OpenedNumeroList> {
  const { db } = deps;
  const played = await db
    .select(columns)
    .from(games)
    .where(inArray(games.nodeId, db.selectDistinct({ n: lotteryTickets.nodeId }).from(lotteryTickets).where(eq(lotteryTickets.memberId, memberId))))
    .orderBy(asc(games.nodeId));
  const rows = [...played, ...(await recentLottery(deps, memberId, limit))]
    .filter((g, i, all) => all.findIndex((x) => x.nodeId === g.nodeId) === i)
    .slice(0, limit);
  return opened(draws, rows);
}

export async function liveRooms({ db }: Pick<Deps, 'db'>, vassalage: string | undefined): Promise<LiveRoomList> {
  const rows = await db
    .select({ ...columns, minBet: games.minBet, maintenance: sql<boolean>`(${games.maintenance} or coalesce(${vendors.maintenance}, false))` })
    .from(games)
    .leftJoin(vendors, and(eq(vendors.vassalage, games.vassalage), eq(vendors.gameType, games.gameType)))
    .where(and(eq(games.gameType, 'LIVE'), vassalage ? eq(games.vassalage, vassalage) : undefined))
    .orderBy(asc(games.nodeId));
  return {
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
}
