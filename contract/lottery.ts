// Shapes of the lottery API (spec §7 Games, Announcements: the VN lottery menu, recent lottery games, opened
// results, and the live-casino room list), shared by the server (validation, OpenAPI) and the site (types only).
import { z } from 'zod';
import { PRIZE_MODES } from './catalogue.ts';
import { languageCode } from './system.ts';

/** GET /lgw/vn/games/game_menu: the VN lottery menu (spec §9: prizeMode, device WEB). */
export const vnGameMenuQuery = z.strictObject({
  prizeMode: z.enum(PRIZE_MODES).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
  language: languageCode.optional(),
});

/** GET /lgw/vn/games/game_menu/recent, /lgw/vn/numeros/opened/game, /lotto/lgw/games/opened/numero. */
export const lotteryListQuery = z.strictObject({
  limitNum: z.coerce.number().int().min(1).max(50).optional(),
  language: languageCode.optional(),
});

/** GET /wps/relay/GLS2_roomList: the live-casino tables, optionally of one provider. */
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
export interface LotteryGame {
  nodeId: number;
  vassalage: string;
  gameCode: string;
  gameType: string;
  gameName: string;
  iconUrl: string;
  drawPeriodSeconds: number;
  drawNo: number;
  nextDrawTime: string;
}

/** The VN menu: games grouped by draw period (fastest first). */
export interface VnGameMenu {
  groups: { drawPeriodSeconds: number; games: LotteryGame[] }[];
}

export interface LotteryGameList {
  list: LotteryGame[];
}

/** The last closed draw of a game: its numbers ascending; openedAt is when the draw closed (ISO). */
export interface OpenedNumero {
  nodeId: number;
  gameCode: string;
  gameName: string;
  drawNo: number;
  openedAt: string;
  numbers: number[];
}

export interface OpenedNumeroList {
  list: OpenedNumero[];
}

/** One live-casino table: open unless its game or provider is under maintenance; limits in currency units. */
export interface LiveRoom {
  nodeId: number;
  vassalage: string;
  gameCode: string;
  roomName: string;
  iconUrl: string;
  tableStatus: 'open' | 'maintenance';
  minBet: number;
  maxBet: number;
}

export interface LiveRoomList {
  list: LiveRoom[];
}
