// The lottery calls (spec §7): the VN lottery menu and latest results are public; the member's recent lottery
// games and their results, and the live-casino rooms, need a session.
import type { Api } from './http.ts';
import type { LiveRoomList, LotteryGameList, OpenedNumeroList, VnGameMenu } from '../../contract/lottery.ts';
import type { PrizeMode } from '../../contract/catalogue.ts';

export const fetchVnGameMenu = (api: Api, prizeMode?: PrizeMode) => api.get<VnGameMenu>('/lgw/vn/games/game_menu', { prizeMode, device: 'WEB' });

export const fetchVnRecentGames = (api: Api) => api.get<LotteryGameList>('/lgw/vn/games/game_menu/recent').then((v) => v.list);

export const fetchVnOpenedNumeros = (api: Api) => api.get<OpenedNumeroList>('/lgw/vn/numeros/opened/game').then((v) => v.list);

export const fetchMyOpenedNumeros = (api: Api) => api.get<OpenedNumeroList>('/lotto/lgw/games/opened/numero').then((v) => v.list);

export const fetchLiveRooms = (api: Api, vassalage?: string) => api.get<LiveRoomList>('/wps/relay/GLS2_roomList', { vassalage }).then((v) => v.list);
