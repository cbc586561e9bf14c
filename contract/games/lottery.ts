// Shapes of the lottery API (docs/product.md §7 Games, Announcements: the VN lottery menu, recent lottery games, opened
// results, and the live-casino room list), shared by the server (validation, OpenAPI) and the site (types only).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { PRIZE_MODES } from '../catalogue/catalogue.ts';
import { languageCode } from '../system/system.ts';

/** The VN lottery menu's query (docs/product.md §7.6: prizeMode, device WEB). */
export const vnGameMenuQuery = z.strictObject({
  prizeMode: z.enum(PRIZE_MODES).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
  language: languageCode.optional(),
});

/** The recent lotteries' and the opened numbers' query. */
export const lotteryListQuery = z.strictObject({
  limitNum: z.coerce.number().int().min(1).max(50).optional(),
  language: languageCode.optional(),
});

/** The live-casino tables, optionally of one provider. */
export const roomListQuery = z.strictObject({
  vassalage: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Z0-9_]+$/, 'a provider code such as EVO')
    .optional(),
  language: languageCode.optional(),
});

/** A lottery game with its draw timing: draws every drawPeriodSeconds; the one on sale closes at nextDrawTime (ISO). */
export const lotteryGame = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  drawPeriodSeconds: z.number(),
  drawNo: z.number().int(),
  nextDrawTime: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

/** The VN menu: games grouped by draw period (fastest first). */
export const vnGameMenu = z.object({ groups: z.array(z.object({ drawPeriodSeconds: z.number(), games: z.array(lotteryGame) })) });
export type VnGameMenu = z.infer<typeof vnGameMenu>;

export const lotteryGameList = z.object({ list: z.array(lotteryGame) });
export type LotteryGameList = z.infer<typeof lotteryGameList>;

/** The last closed draw of a game: its numbers ascending; openedAt is when the draw closed (ISO). */
export const openedNumero = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  drawNo: z.number().int(),
  openedAt: z.string(),
  numbers: z.array(z.number().int()),
});
export type OpenedNumero = z.infer<typeof openedNumero>;

export const openedNumeroList = z.object({ list: z.array(openedNumero) });
export type OpenedNumeroList = z.infer<typeof openedNumeroList>;

/** One live-casino table: open unless its game or provider is under maintenance; limits in currency units. */
export const liveRoom = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  roomName: z.string(),
  iconUrl: z.string(),
  tableStatus: z.enum(['open', 'maintenance']),
  minBet: z.number(),
  maxBet: z.number(),
});
export type LiveRoom = z.infer<typeof liveRoom>;

export const liveRoomList = z.object({ list: z.array(liveRoom) });
export type LiveRoomList = z.infer<typeof liveRoomList>;

const tag = 'lottery';

export const lotteryCalls = {
  vnLotteryMenu: {
    tag,
    summary: 'The VN lottery menu: TCG_LOTTO_VN games grouped by draw period, each with its draw on sale and its close time',
    query: vnGameMenuQuery,
    value: vnGameMenu,
  },
  recentLotteries: {
    tag,
    summary: "The member's recently launched lottery games (LOTT and ELOTT), newest first, with their draw timing",
    query: lotteryListQuery,
    value: lotteryGameList,
  },
  openedNumbers: { tag, summary: 'The latest opened (drawn) numbers of each VN lottery game', query: lotteryListQuery, value: openedNumeroList },
  memberOpenedNumbers: {
    tag,
    summary: "The latest opened numbers of the member's lottery games (those with tickets, then recently launched ones)",
    query: lotteryListQuery,
    value: openedNumeroList,
  },
  liveRooms: { tag: 'games', summary: 'The live-casino tables (LIVE games): table status and bet limits', query: roomListQuery, value: liveRoomList },
} as const satisfies CallTable;
