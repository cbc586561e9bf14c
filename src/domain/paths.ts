// Every route path of the site (docs/product.md §2), in one place. Views, machines and tests build links from here.
import { gameListCenterPath } from './game-launch.ts';
import type { MemberCentrePage } from './member-centre.ts';
import type { AgentCentrePage } from './agent-centre.ts';

export type LayoutKind = 'main' | 'agent' | 'bare';
export type Access = 'public' | 'session' | 'agent';

export interface RouteDef {
  name: string;
  /** A wouter pattern: ':param' and optional ':param?' segments, matched without regard to letter case. */
  path: string;
  layout: LayoutKind;
  access: Access;
}

const route = (name: string, path: string, layout: LayoutKind = 'main', access: Access = 'public'): RouteDef => ({ name, path, layout, access });

export const routes = {
  home: route('home', '/'),
  index: route('home', '/index'),
  indexHtml: route('home', '/index.html'),
  homeAlias: route('home', '/home'),
  login: route('login', '/login'),
  register: route('register', '/register'),
  // A password reset mail's link (issue 39): home with the forgot-password popup at its code step. The server writes
  // it from contract/rules/password-reset.ts's RESET_PATH (the same path, tests/unit/paths.test.ts); the entry does not
  // import that module, which the bundler would make a chunk of its own beside the forgot-password form's.
  resetPassword: route('resetPassword', '/resetPassword'),
  help: route('help', '/help'),
  // Public: the levels table is for everyone; a signed-in member sees their progress on it too.
  vip: route('vip', '/vip'),
  member: route('member', '/member', 'main', 'session'),
  agent: route('agent', '/agent', 'agent'),
  agentHome: route('agentHome', '/agentHome', 'agent', 'agent'),
  // docs/product.md §2: one named route for both game list centres. Session-only: the game list call needs a login (§7).
  rng: route('gameListCenter', '/rng/:vassalage?/:gameType?', 'main', 'session'),
  jili: route('gameListCenter', '/jili/:vassalage?/:gameType?', 'main', 'session'),
  // Game centres are open to visitors (vendor tiles come from the public menus); their game lists ask for a login.
  sports: route('sports', '/sports'),
  esports: route('esports', '/esports'),
  fish: route('fish', '/fish'),
  live: route('live', '/live'),
  pvp: route('pvp', '/pvp'),
  cockfight: route('cockfight', '/cockfight'),
  lott: route('lott', '/lott'),
  elott: route('elott', '/elott'),
  lottery: route('lottery', '/lottery', 'main', 'session'),
  seaLottery: route('seaLottery', '/seaLottery', 'main', 'session'),
  vnLottery: route('vnLottery', '/vnLottery', 'main', 'session'),
  // Public: a free trial (play money) opens here for visitors too; a real game's address carries its own token.
  seamless: route('seamless', '/seamless'),
  search: route('search', '/search', 'main', 'session'),
  recent: route('recent', '/recent', 'main', 'session'),
  favourites: route('favourites', '/favourites', 'main', 'session'),
  promotions: route('promotions', '/promotions'),
  // Public to browse; redeeming asks for a login (issue 15, docs/product.md §2.1 /pointMall).
  pointMall: route('pointMall', '/pointMall'),
  // Information pages (issue 16): the app download page and the content pages an operator writes.
  download: route('download', '/down'),
  sponsor: route('sponsor', '/sponsor'),
  description: route('description', '/description'),
  blog: route('blog', '/blog/:slug?'),
  winners: route('winners', '/winners'),
  // Public: visitors send feedback too (with a captcha); members also see their own and its answers (issue 16).
  feedback: route('feedback', '/feedback'),
  // The flow viewer (issue 18), a developer tool: development builds and demo servers only; elsewhere not found.
  flows: route('flows', '/flows', 'bare'),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** The game centres of docs/product.md §2 (one page each, told apart by the path). */
export type GameCentreType = 'SPORTS' | 'ESPORTS' | 'FISH' | 'LIVE' | 'PVP' | 'COCKFIGHT' | 'LOTT' | 'ELOTT';
const GAME_CENTRE_KEYS = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  FISH: 'fish',
  LIVE: 'live',
  PVP: 'pvp',
  COCKFIGHT: 'cockfight',
  LOTT: 'lott',
  ELOTT: 'elott',
} as const satisfies Record<GameCentreType, RouteKey>;
export const GAME_CENTRE_TYPES = Object.keys(GAME_CENTRE_KEYS) as GameCentreType[];

export type LotteryRouteKey = 'lottery' | 'seaLottery' | 'vnLottery';

/** The base of a game list centre: /rng for every slot vendor, /jili for the exception vendors (JL). */
export type GameListBase = 'rng' | 'jili';

export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  help: (anchor?: string) => (anchor ? `/help#${encodeURIComponent(anchor)}` : '/help'),
  member: () => '/member',
  /** A member-centre page by its docs/product.md §2 name (depositv2, withdraw, transactionHistory, personalHistoryCopy ...). */
  memberPage: (page: MemberPage) => `/member?page=${page}`,
  promotions: () => '/promotions',
  /** The points mall (docs/product.md §2.1). */
  pointMall: () => '/pointMall',
  /** The feedback form, and a member's own feedback with the answers (issue 16). */
  feedback: () => '/feedback',
  /** The VIP page: every level's requirements and benefits, and the member's progress (promotions of type UPGRADE_BONUS link here). */
  vip: () => '/vip',
  download: () => '/down',
  /** A section of the download page: ios, android, mobile, lite, or the install guides guide-ios and guide-lite. */
  downloadSection: (anchor: string) => `/down#${anchor}`,
  sponsor: () => '/sponsor',
  /** The about page (docs/product.md §2.1 /description). */
  about: () => '/description',
  blog: (slug?: string) => (slug ? `/blog/${encodeURIComponent(slug)}` : '/blog'),
  winners: () => '/winners',
  /** The member centre's reward centre (its page joins with the promotions issue). */
  rewardCenter: () => '/member?page=rewardCenter',
  agent: () => '/agent',
  agentHome: () => '/agentHome',
  agentPage: (page: AgentCentrePage) => `/agentHome?page=${page}`,
  /** The in-site game page: the launched game in a frame (docs/product.md §2 in-game paths). */
  seamless: (gameUrl: string) => `/seamless?${new URLSearchParams({ url: gameUrl })}`,
  /**
   * docs/product.md §2 gameListCenter: /rng (or /jili) alone for every provider, else /<base>/<vassalage>/<gameType> in lower
   * case with ?vassalage=<VASSALAGE> (the same shape the game launch builds, see gameListCenterPath).
   */
  gameListCenter: (base: GameListBase = 'rng', vassalage?: string, gameType = 'RNG') =>
    vassalage ? `/${base}${gameListCenterPath(vassalage, gameType).slice('/rng'.length)}` : `/${base}`,
  gameCentre: (type: GameCentreType) => routes[GAME_CENTRE_KEYS[type]].path,
  /** A lottery game page, with the game to show when one is picked (docs/product.md §2: query gameCode). */
  lottery: (key: LotteryRouteKey, gameCode?: string) => (gameCode ? `${routes[key].path}?${new URLSearchParams({ gameCode })}` : routes[key].path),
  search: (q?: string) => (q ? `/search?${new URLSearchParams({ q })}` : '/search'),
  recent: () => '/recent',
  favourites: () => '/favourites',
} as const;

/** The member-centre pages the header and menus link to (docs/product.md §2 Member centre pages). */
export type MemberPage = MemberCentrePage;

/** docs/product.md §2: the in-game paths, where the header hides the balance. Matched by first segment, any letter case. */
const IN_GAME_PATHS: ReadonlySet<string> = new Set(['/seamless', '/lottery', '/vnlottery', '/sealottery']);

export function isInGamePath(pathname: string): boolean {
  const first = pathname.split(/[?#]/)[0]?.split('/').find(Boolean) ?? '';
  return IN_GAME_PATHS.has(`/${first.toLowerCase()}`);
}

const segments = (p: string) => p.split('/').filter(Boolean);
const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a malformed escape stays as typed rather than breaking the router
  }
};

/** The route's params when the path fits its pattern (as wouter matches: any letter case, optional params), else null. */
export function matchRoute(def: RouteDef, pathname: string): Record<string, string> | null {
  const want = segments(def.path);
  const got = segments(pathname.split(/[?#]/)[0] ?? '');
  if (got.length > want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1, optional ? -1 : undefined)] = decode(value);
    } else if (value?.toLowerCase() !== part.toLowerCase()) return null;
  }
  return params;
}

/** The game centre a location shows (by its route), or null elsewhere. */
export function gameCentreTypeFor(pathname: string): GameCentreType | null {
  return GAME_CENTRE_TYPES.find((type) => matchRoute(routes[GAME_CENTRE_KEYS[type]], pathname) !== null) ?? null;
}

/** The lottery page a location shows, or null elsewhere. */
export function lotteryRouteFor(pathname: string): LotteryRouteKey | null {
  return (['lottery', 'seaLottery', 'vnLottery'] as const).find((key) => matchRoute(routes[key], pathname) !== null) ?? null;
}

/** The named route a location belongs to, or null for an unknown path. */
export function routeFor(pathname: string): RouteDef | null {
  return Object.values(routes).find((r) => matchRoute(r, pathname) !== null) ?? null;
}
