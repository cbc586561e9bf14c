// The lottery calls (docs/product.md §7): the VN lottery menu and latest results are public; the member's recent
// lottery games and their results, and the live-casino rooms, need a session.
import type { Api } from '../http.ts';
import type { PrizeMode } from '../../../contract/catalogue/catalogue.ts';

export const fetchVnGameMenu = (api: Api, prizeMode?: PrizeMode) => api.call('vnLotteryMenu', { query: { prizeMode, device: 'WEB' } });

export const fetchVnRecentGames = (api: Api) => api.call('recentLotteries').then((v) => v.list);

export const fetchVnOpenedNumeros = (api: Api) => api.call('openedNumbers').then((v) => v.list);

export const fetchMyOpenedNumeros = (api: Api) => api.call('memberOpenedNumbers').then((v) => v.list);

export const fetchLiveRooms = (api: Api, vassalage?: string) => api.call('liveRooms', { query: { vassalage } }).then((v) => v.list);
