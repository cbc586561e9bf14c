// Recent games (docs/product.md §7: GET /wps/relay/GCS_recentGame, login required): the games the member launched, newest
// first. The server records a game at launch, so the list is refreshed whenever the page opens.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';

// The Language header names the language, so no query is sent.
export const fetchRecentGames = (api: Api) => api.call('recentGames').then((v) => v.list);

/** Keyed by token (one member's list never shows to the next) and language (names); fetched again on every visit. */
export const recentGamesQuery = (api: Api, token: string, language: string) =>
  queryOptions({ queryKey: ['recentGames', token, language] as const, queryFn: () => fetchRecentGames(api), staleTime: 0 });
