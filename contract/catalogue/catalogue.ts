// Shapes of the catalogue API (docs/product.md §7 Games; home banners and notices), shared by the server (validation,
// OpenAPI) and the site (types only).
import { z } from 'zod';
import { languageCode } from '../system/system.ts';
import type { CallTable } from '../call.ts';

/** docs/product.md §9: the prize modes the site may ask the menu for. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Game types as the server files vendors and games; also the winner board's category filter (with ALL). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

const merchantCode = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'a merchant code');
const vassalage = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Z0-9_]+$/, 'a provider code such as JL or TCG_SEA');
/** Comma-separated codes such as "B,PL,PU,PR" or "w_home,w_video". */
const codeList = (item: string, max: number, hint: string) =>
  z
    .string()
    .max(max)
    .regex(new RegExp(`^${item}(,${item})*$`), hint);

export const gameMenusQuery = z.strictObject({ prizeMode: z.enum(PRIZE_MODES).optional() });

export const merchantQuery = z.strictObject({ merchantCode: merchantCode.optional() });

export const vassGameTypeQuery = z.strictObject({ merchantCode: merchantCode.optional(), vassalage });

export const hotGamesQuery = z.strictObject({
  merchantCode: merchantCode.optional(),
  /** The platform's marker for "this site's own list"; only 2 is meaningful. */
  isPlatform: z.literal('2').optional(),
  platform: z
    .string()
    .max(60)
    .regex(/^[a-z0-9,._-]+$/i, 'platform names such as flash,html5-desktop')
    .optional(),
  language: languageCode.optional(),
});

export const rankListQuery = z.strictObject({
  gameCategory: z.enum(['ALL', ...GAME_TYPES]).optional(),
  language: languageCode.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).optional(),
});

export const bannersQuery = z.strictObject({ groupName: codeList('[a-z][a-z0-9_]{0,31}', 200, 'comma-separated banner groups such as w_home') });

export const noticesQuery = z.strictObject({
  types: codeList('[A-Z]{1,3}', 40, 'comma-separated type codes such as B,PL').optional(),
  platform: z.literal('W').optional(),
  execution: z.enum(['A', 'B', 'F']).optional(),
});

export const menuVendor = z.object({
  vassalage: z.string(),
  gameType: z.string(),
  name: z.string(),
  linkUrl: z.string(),
  /** Server-relative art path; the site prefixes a CDN from the status answer's imageCDNs. */
  iconUrl: z.string(),
  sort: z.number(),
});
export type MenuVendor = z.infer<typeof menuVendor>;

/** One category of the game menu; categories without vendors are left out. */
export const gameMenu = z.object({ gameCategory: z.string(), vendors: z.array(menuVendor) });
export type GameMenu = z.infer<typeof gameMenu>;

export const vendor = menuVendor.extend({ gameCategory: z.string() });
export type Vendor = z.infer<typeof vendor>;

export const vendorGameType = z.object({
  vassalage: z.string(),
  gameType: z.string(),
  gameCategory: z.string(),
  name: z.string(),
  gameCount: z.number().int(),
});
export type VendorGameType = z.infer<typeof vendorGameType>;

export const merchantWalletEntry = z.object({ code: z.string(), name: z.string(), currency: z.string() });
export type MerchantWalletEntry = z.infer<typeof merchantWalletEntry>;

export const merchantWallet = z.object({ isSingle: z.boolean(), wallets: z.array(merchantWalletEntry) });
export type MerchantWallet = z.infer<typeof merchantWallet>;

export const game = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  /** VASSALAGE marks an entry that opens the provider's own list (docs/product.md §3). */
  isGame: z.string(),
  gameName: z.string(),
  gameClassify: z.string(),
  minBet: z.number(),
  minLineNum: z.number().nullable(),
  iconUrl: z.string(),
});
export type Game = z.infer<typeof game>;

export const gameList = z.object({ list: z.array(game) });
export type GameList = z.infer<typeof gameList>;

export const winnerCard = game.pick({ nodeId: true, vassalage: true, gameCode: true, gameType: true, isGame: true, gameName: true, iconUrl: true }).extend({
  /** Decimal, 2 places. */
  winAmount: z.number(),
  /** Masked, e.g. "de***o". */
  customerName: z.string(),
});
export type WinnerCard = z.infer<typeof winnerCard>;

export const winnerBoard = z.object({ list: z.array(winnerCard) });
export type WinnerBoard = z.infer<typeof winnerBoard>;

export const banner = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  url: z.string(),
  linkageType: z.string(),
  linkage: z.string(),
  sort: z.number(),
});
export type Banner = z.infer<typeof banner>;

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  startDateStr: z.string(),
});
export type Notice = z.infer<typeof notice>;

/** Slot sub-categories and the plain slots (docs/product.md §2); the game list filters by one of them. */
export const GAME_CLASSIFIES = ['SLOT', 'SC', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/**
 * GET /wps/relay/GCSGAME_gameList (docs/product.md §3 game list request): one page of a game type's games, optionally of one
 * provider and sub-category, by part of the name, and playable at a bet of at most minBet.
 */
export const gameListQuery = z.strictObject({
  clientType: z.literal('3').optional(),
  platform: z
    .string()
    .max(60)
    .regex(/^[a-z0-9,._-]+$/i, 'platform names such as flash,html5-desktop')
    .optional(),
  merchant: merchantCode.optional(),
  gameType: z.enum(GAME_TYPES),
  /** Empty means every provider of the type. */
  vassalage: z.union([z.literal(''), vassalage]).optional(),
  gameClassify: z.union([z.literal(''), z.enum(GAME_CLASSIFIES)]).optional(),
  gameName: z.string().trim().max(60).optional(),
  minBet: z.union([z.literal(''), z.coerce.number().positive().max(1_000_000)]).optional(),
  minLineNum: z.union([z.literal(''), z.literal('null'), z.coerce.number().int().min(0).max(1000)]).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: languageCode.optional(),
});

/** What a game-list page is asked for, as the site sends it and the server reads it. */
export interface GameListFilter {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** The highest minimum bet wanted. */
  minBet?: number;
  pageNo: number;
  pageSize?: number;
}

export const gameListPage = z.object({ games: z.array(game), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type GameListPage = z.infer<typeof gameListPage>;

const tag = 'games';
const merchantMismatch = { 'merchant.invalid': 400 } as const;

/**
 * The catalogue (docs/product.md §7 Games) and the home page's banners and notices. Every answer is the same for
 * every caller, so the server builds each once per period and sends ready bytes.
 */
export const catalogueCalls = {
  gameMenus: {
    tag,
    summary: 'Game categories with their vendors, as filed on the server; categories without vendors left out',
    description: 'prizeMode (LOTT, ZY, ELOTT, SEA) is validated only: the menu is the same for every mode; the site derives the mode from the menu.',
    query: gameMenusQuery,
    value: z.array(gameMenu),
  },
  gameVendors: { tag, summary: 'Every vendor with its category', query: merchantQuery, value: z.array(vendor), errors: merchantMismatch },
  gameList: {
    tag,
    summary: "One page of a game type's games: provider, sub-category, part of the name, highest minimum bet",
    query: gameListQuery,
    value: gameListPage,
    errors: merchantMismatch,
  },
  vendorGameTypes: {
    tag,
    summary: "A vendor's game types with their game counts",
    query: vassGameTypeQuery,
    value: z.array(vendorGameType),
    errors: merchantMismatch,
  },
  hotGames: {
    tag,
    summary: 'Hot games by rank (at most 20) in value.list',
    description: 'platform and language are validated only: game names are not translated and every game runs in html5.',
    query: hotGamesQuery,
    value: gameList,
    errors: merchantMismatch,
  },
  winnerBoard: { tag, summary: 'Winner board: the newest wins, names masked, in value.list', query: rankListQuery, value: winnerBoard },
  banners: { tag: 'home', summary: 'Banners of one or more groups (w_home, w_video, w_event ...), in sort order', query: bannersQuery, value: z.array(banner) },
  notices: {
    tag: 'home',
    summary: 'Notices for the marquee, newest first, HTML sanitised',
    description: 'types, platform and execution are validated only: notices have no type or audience, every visitor sees them all.',
    query: noticesQuery,
    value: z.array(notice),
  },
} as const satisfies CallTable;
