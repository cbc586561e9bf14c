// The game list centre's filters live in the URL (docs/product.md §2 gameListCenter: provider and type in the path, query
// vassalage), so a reload, a shared link or Back from a game brings the same list. Pure: parse and build only.
import { matchRoute, paths, routes, type GameListBase } from '../../domain/paths.ts';
import type { GameQuery } from '../../api/catalogue/catalogue.ts';

/** The minimum-bet ceilings offered (the demo catalogue's bets are 1, 2, 5, 10 and 20). */
export const MIN_BET_CHOICES = [1, 2, 5, 10, 20] as const;

export interface GameListView {
  base: GameListBase;
  /** Upper-case provider code, or null for every provider of the centre. */
  vassalage: string | null;
  gameType: string;
  classify: string | null;
  name: string;
  minBet: number | null;
}

/** The exception provider /jili is fixed to (docs/product.md §3 site configuration: exception JL). */
export const JILI_VENDOR = 'JL';

export function readGameListView(pathname: string, search: string): GameListView {
  const base: GameListBase = matchRoute(routes.jili, pathname) ? 'jili' : 'rng';
  const params = matchRoute(routes[base], pathname) ?? {};
  const query = new URLSearchParams(search);
  // The query carries the provider code as the platform spells it; the lower-case path segment is the fallback.
  const vassalage = query.get('vassalage')?.trim() || params.vassalage?.toUpperCase() || (base === 'jili' ? JILI_VENDOR : null);
  const minBet = Number(query.get('minBet'));
  return {
    base,
    vassalage,
    gameType: params.gameType?.toUpperCase() || 'RNG',
    classify: query.get('classify') || null,
    name: query.get('name') ?? '',
    minBet: Number.isFinite(minBet) && minBet > 0 ? minBet : null,
  };
}

/** The list a view asks the server for (the same object whichever asks first, the page or the route's prefetch). */
export const gameQueryOf = (view: GameListView): GameQuery => ({
  gameType: view.gameType,
  vassalage: view.vassalage ?? undefined,
  gameClassify: view.classify ?? undefined,
  gameName: view.name || undefined,
  minBet: view.minBet ?? undefined,
});

/** The URL of a view: the provider through paths.gameListCenter, the other filters as extra query fields. */
export function gameListViewUrl(view: GameListView): string {
  const url = new URL(paths.gameListCenter(view.base, view.vassalage ?? undefined, view.gameType), 'http://x');
  if (view.classify) url.searchParams.set('classify', view.classify);
  if (view.name.trim()) url.searchParams.set('name', view.name.trim());
  if (view.minBet) url.searchParams.set('minBet', String(view.minBet));
  return `${url.pathname}${url.search}`;
}
