// The English strings ship with the entry (docs/architecture.md §8), except the member centre's and the promotions
// page's, which only their lazy pages read: they arrive with those chunks (the VIP page, public but lazy, loads the
// member centre's). vite.config.ts builds the virtual modules
// from en.json, which stays whole, so every locale still mirrors one file.
export const MEMBER_CENTRE_NAMESPACES = [
  'memberCentre',
  'wallet',
  'deposit',
  'withdraw',
  'records',
  'messages',
  'transfer',
  'upline',
  'security',
  'vip',
  'rewards',
  'turnover',
  'rebate',
  'raffle',
  'missions',
  'protection',
  'referral',
] as const;
/** The promotions page's strings: only its lazy chunk reads them, so they come with it (virtual:en-promotions). */
export const PROMOTIONS_NAMESPACES = ['promotions'] as const;
/** The agent centre's strings (issue 14): only its lazy pages read them (virtual:en-agent). */
export const AGENT_CENTRE_NAMESPACES = ['agentCentre', 'agentTeam', 'agentReports', 'agentContracts', 'agentWages'] as const;
/** The points mall's strings (issue 15): only its lazy page reads them (virtual:en-pointMall). */
export const POINT_MALL_NAMESPACES = ['pointMall'] as const;
/** The information pages' strings (issue 16: /down and the content pages): only their lazy pages read them (virtual:en-info). */
export const INFO_NAMESPACES = ['download', 'content'] as const;
/** The feedback page's strings (issue 16): only its lazy page reads them (virtual:en-feedback). */
export const FEEDBACK_NAMESPACES = ['feedback'] as const;
/** The game pages' strings (game list centre, game centres, lotteries, the game frame, search, recent): only those lazy pages read them (virtual:en-games). */
export const GAME_PAGE_NAMESPACES = ['gameList', 'gamePage', 'lotteryPage', 'searchPage', 'recentPage'] as const;
/** The registration and password dialogs' strings: only the modal body's lazy chunk shows those forms (virtual:en-auth). */
export const AUTH_DIALOG_NAMESPACES = ['register', 'password'] as const;

type Strings = Record<string, unknown>;
export type EnglishPart = 'core' | 'member' | 'promotions' | 'agent' | 'pointMall' | 'info' | 'feedback' | 'games' | 'auth';

const LAZY_PARTS: Record<Exclude<EnglishPart, 'core'>, readonly string[]> = {
  member: MEMBER_CENTRE_NAMESPACES,
  promotions: PROMOTIONS_NAMESPACES,
  agent: AGENT_CENTRE_NAMESPACES,
  pointMall: POINT_MALL_NAMESPACES,
  info: INFO_NAMESPACES,
  feedback: FEEDBACK_NAMESPACES,
  games: GAME_PAGE_NAMESPACES,
  auth: AUTH_DIALOG_NAMESPACES,
};

/** Whether `name` names a part (the `<part>` of a `virtual:en-<part>` module). */
export const isEnglishPart = (name: string): name is EnglishPart => name === 'core' || Object.hasOwn(LAZY_PARTS, name);

/** en.json without any lazy part's namespaces (`core`), or with only one lazy part's (`member`, `promotions`). */
export function englishPart(en: Strings, part: EnglishPart): Strings {
  const lazy = new Set<string>(Object.values(LAZY_PARTS).flat());
  const only = part === 'core' ? null : new Set<string>(LAZY_PARTS[part]);
  return Object.fromEntries(Object.entries(en).filter(([key]) => (only ? only.has(key) : !lazy.has(key))));
}
