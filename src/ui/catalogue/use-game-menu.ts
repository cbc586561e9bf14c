// The game-type menu of the header bar and the footer, built from the server's game menus (docs/product.md §2 Navigation).
import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '../../api/catalogue/catalogue.ts';
import type { GameMenu, MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { DEFAULT_MENU_OPTIONS, buildGameMenu, type MenuItem } from '../../domain/game-menu.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSystemStatus } from '../app/actors.ts';

export type NavItem = MenuItem<MenuVendor>;

// Outside the component, so react-query keeps the built menu until the answer itself changes.
const toMenu = (menus: GameMenu[]): NavItem[] => buildGameMenu(menus, DEFAULT_MENU_OPTIONS);

/**
 * One call without prizeMode: the server answers the same menu for every prize mode (it only validates it), so
 * asking again with prizeModeFor(menus) would fetch the same bytes twice. Header and footer share the query.
 */
export const useGameMenu = () => useQuery({ ...gameMenusQuery(useApi()), select: toMenu });

/** Every vendor of the menu once per provider, in menu order (the footer's logo strip). */
export function providersOf(items: readonly NavItem[]): MenuVendor[] {
  const seen = new Map<string, MenuVendor>();
  for (const item of items) for (const v of item.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/** The URL of a resource of this type (FACEBOOK, YOUTUBE ...), or null when the merchant has none. */
export const useResourceUrl = (type: string) => useSystemStatus((s) => s.context.status?.info.resources.find((r) => r.resourceType === type)?.url ?? null);
