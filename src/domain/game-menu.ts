// The navigation menu built from the server's game categories (docs/product.md §2 Navigation and Header).
import { lotteryEntryPath } from './lottery-route.ts';

export const SUPPORTED_CATEGORIES = ['JL', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;
export type MenuCategory = (typeof SUPPORTED_CATEGORIES)[number];

/** A vendor as the server sends it inside a category; extra fields pass through untouched. */
export interface MenuVendor {
  vassalage: string;
  gameType: string;
  name?: string;
  linkUrl?: string;
}

export interface GameCategoryInput<V extends MenuVendor = MenuVendor> {
  gameCategory: string;
  vendors: readonly V[];
}

export interface ArrangedCategory<V extends MenuVendor = MenuVendor> {
  gameCategory: MenuCategory;
  vendors: V[];
}

/** docs/product.md §3 site configuration: exception (JL), esportGames (empty), cockfightGames (DS88). */
export interface MenuOptions {
  exception?: readonly string[];
  esportVendors?: readonly string[];
  cockfightVendors?: readonly string[];
}

export const DEFAULT_MENU_OPTIONS = { exception: ['JL'], esportVendors: [], cockfightVendors: ['DS88'] } as const satisfies Required<MenuOptions>;

export const CATEGORY_PATHS = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  JL: '/jili',
  COCKFIGHT: '/cockfight',
} as const satisfies Record<MenuCategory, string>;

// docs/product.md §2: "The reverse map has no /jili", so a /jili page marks no menu category as active.
const PATH_CATEGORIES: ReadonlyMap<string, MenuCategory> = new Map(
  Object.entries(CATEGORY_PATHS)
    .filter(([category]) => category !== 'JL')
    .map(([category, path]) => [path, category as MenuCategory]),
);

/** The game category a location belongs to (by its first path segment), e.g. to mark the active menu item. */
export function categoryForPath(pathname: string): MenuCategory | null {
  const first = `/${pathname.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? ''}`;
  return PATH_CATEGORIES.get(first) ?? null;
}

export const isMenuCategory = (code: string): code is MenuCategory => (SUPPORTED_CATEGORIES as readonly string[]).includes(code);

/**
 * docs/product.md §2 category rearrangement. Vendors keep their server order inside a category; categories keep the server's
 * order except that JL comes first, COCKFIGHT right after FISH (at the end when the server sends no FISH, still
 * before ESPORTS) and ESPORTS last. A category the server sends itself (e.g. JL or ESPORTS) is merged with the
 * vendors moved into it. Only RNG vendors move to JL: JILI's fishing games stay under FISH. Empty categories go.
 */
export function arrangeCategories<V extends MenuVendor>(input: readonly GameCategoryInput<V>[], options: MenuOptions = {}): ArrangedCategory<V>[] {
  const exception = options.exception ?? DEFAULT_MENU_OPTIONS.exception;
  const esport = options.esportVendors ?? DEFAULT_MENU_OPTIONS.esportVendors;
  const cockfight = options.cockfightVendors ?? DEFAULT_MENU_OPTIONS.cockfightVendors;
  const isEsport = (v: V) => v.gameType === 'ESPORTS' || esport.includes(v.vassalage);
  const isCockfight = (v: V) => v.gameType === 'COCKFIGHT' || cockfight.includes(v.vassalage);

  const buckets = new Map<MenuCategory, V[]>();
  const bucket = (category: MenuCategory): V[] => {
    const list = buckets.get(category) ?? [];
    buckets.set(category, list);
    return list;
  };
  bucket('JL');
  for (const { gameCategory, vendors } of input) {
    if (!isMenuCategory(gameCategory)) continue;
    const own = bucket(gameCategory);
    for (const vendor of vendors) {
      if (gameCategory === 'SPORTS' && isCockfight(vendor)) bucket('COCKFIGHT').push(vendor);
      else if (gameCategory === 'SPORTS' && isEsport(vendor)) bucket('ESPORTS').push(vendor);
      else if (gameCategory === 'RNG' && exception.includes(vendor.vassalage)) bucket('JL').push(vendor);
      else own.push(vendor);
    }
  }

  const order: MenuCategory[] = [...buckets.keys()].filter((c) => c !== 'COCKFIGHT' && c !== 'ESPORTS');
  const fish = order.indexOf('FISH');
  order.splice(fish === -1 ? order.length : fish + 1, 0, 'COCKFIGHT');
  order.push('ESPORTS');
  return order.map((gameCategory) => ({ gameCategory, vendors: buckets.get(gameCategory) ?? [] })).filter((c) => c.vendors.length > 0);
}

export const DROP_MENU_MAX_VENDORS = 11;
export type MenuItemId = MenuCategory | 'promotions' | 'download';

/** docs/product.md §2 Header: these entry types have no hover drop menu (home and Facebook are the header's own entries). */
export const NO_DROP_MENU: ReadonlySet<string> = new Set(['home', 'promotions', 'facebook', 'download', 'JL']);

export interface DropMenu<V> {
  vendors: readonly V[];
  /** The 'more' tile, always shown (docs/product.md: "up to 11 vendors plus a 'more' tile"), to the type's page. */
  morePath: string;
  /** Vendors left out of the drop menu (reachable through 'more'). */
  hiddenCount: number;
}

/** What clicking the entry itself does: a route, or (cockfight) launching its first vendor directly. */
export type MenuClick<V> = { kind: 'route'; path: string } | { kind: 'launch'; vendor: V };

export interface MenuItem<V extends MenuVendor = MenuVendor> {
  id: MenuItemId;
  kind: 'category' | 'promotions' | 'download';
  path: string;
  vendors: readonly V[];
  dropMenu: DropMenu<V> | null;
  click: MenuClick<V>;
}

function categoryItem<V extends MenuVendor>({ gameCategory, vendors }: ArrangedCategory<V>): MenuItem<V> {
  const path = CATEGORY_PATHS[gameCategory];
  const first = vendors[0];
  const click: MenuClick<V> =
    gameCategory === 'COCKFIGHT' && first ? { kind: 'launch', vendor: first } : { kind: 'route', path: lotteryEntryPath(gameCategory, vendors) ?? path };
  const dropMenu = NO_DROP_MENU.has(gameCategory)
    ? null
    : { vendors: vendors.slice(0, DROP_MENU_MAX_VENDORS), morePath: path, hiddenCount: Math.max(0, vendors.length - DROP_MENU_MAX_VENDORS) };
  return { id: gameCategory, kind: 'category', path, vendors, dropMenu, click };
}

const fixedItem = <V extends MenuVendor>(id: 'promotions' | 'download', path: string): MenuItem<V> => ({
  id,
  kind: id,
  path,
  vendors: [],
  dropMenu: null,
  click: { kind: 'route', path },
});

/** The game-type bar: the rearranged categories that have vendors, then Promotions and App download. */
export function buildGameMenu<V extends MenuVendor>(input: readonly GameCategoryInput<V>[], options: MenuOptions = {}): MenuItem<V>[] {
  return [...arrangeCategories(input, options).map(categoryItem), fixedItem<V>('promotions', '/promotions'), fixedItem<V>('download', '/down')];
}
