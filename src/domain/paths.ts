// Every route path of the site (spec §2), in one place. Views, machines and tests build links from here.
export type LayoutKind = 'main' | 'agent' | 'bare';
export type Access = 'public' | 'session' | 'agent';

export interface RouteDef {
  name: string;
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
  help: route('help', '/help'),
  member: route('member', '/member', 'main', 'session'),
  agent: route('agent', '/agent', 'agent'),
  agentHome: route('agentHome', '/agentHome', 'agent', 'agent'),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  help: (anchor?: string) => (anchor ? `/help#${encodeURIComponent(anchor)}` : '/help'),
  member: () => '/member',
  /** A member-centre page by its spec §2 name (depositv2, withdraw, transactionHistory, personalHistoryCopy ...). */
  memberPage: (page: MemberPage) => `/member?page=${page}`,
  promotions: () => '/promotions',
  download: () => '/down',
  /** The member centre's reward centre (its page joins with the promotions issue). */
  rewardCenter: () => '/member?page=rewardCenter',
  agent: () => '/agent',
  agentHome: () => '/agentHome',
  /** The in-site game page: the launched game in a frame (spec §2 in-game paths). */
  seamless: (gameUrl: string) => `/seamless?${new URLSearchParams({ url: gameUrl })}`,
} as const;

/** The member-centre pages the header and menus link to (spec §2 Member centre pages). */
export type MemberPage = 'depositv2' | 'withdraw' | 'transactionHistory' | 'personalHistoryCopy' | 'rewardCenter' | 'referral';

/** Spec §2: the in-game paths, where the header hides the balance. Matched by first segment, any letter case. */
const IN_GAME_PATHS: ReadonlySet<string> = new Set(['/seamless', '/lottery', '/vnlottery', '/sealottery']);

export function isInGamePath(pathname: string): boolean {
  const first = pathname.split(/[?#]/)[0]?.split('/').find(Boolean) ?? '';
  return IN_GAME_PATHS.has(`/${first.toLowerCase()}`);
}

/** The named route a location belongs to, or null for an unknown path. */
export function routeFor(pathname: string): RouteDef | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(routes).find((r) => r.path === clean) ?? null;
}
