// Shapes of the catalogue API (spec §7 Games; home banners and notices), shared by the server (validation,
// OpenAPI) and the site (types only).
import { z } from 'zod';
import { languageCode } from './system.ts';

/** Spec §9: the prize modes the site may ask the menu for. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Game types as the server files vendors and games; also the winner board's category filter (with ALL). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;

const merchantCode = z.string().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/, 'a merchant code');
const vassalage = z.string().min(1).max(32).regex(/^[A-Z0-9_]+$/, 'a provider code such as JL or TCG_SEA');
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

export interface MenuVendor {
  vassalage: string;
  gameType: string;
  name: string;
  linkUrl: string;
  /** Server-relative art path; the site prefixes a CDN from the status answer's imageCDNs. */
  iconUrl: string;
  sort: number;
}

/** One category of GET /lgw/games/game_menus; categories without vendors are left out. */
export interface GameMenu {
  gameCategory: string;
  vendors: MenuVendor[];
}

export interface Vendor extends MenuVendor {
  gameCategory: string;
}

export interface VendorGameType {
  vassalage: string;
  gameType: string;
  gameCategory: string;
  name: string;
  gameCount: number;
}

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

export interface GameList {
  list: Game[];
}

export interface WinnerCard extends Pick<Game, 'nodeId' | 'vassalage' | 'gameCode' | 'gameType' | 'isGame' | 'gameName' | 'iconUrl'> {
  /** Decimal, 2 places. */
  winAmount: number;
  /** Masked, e.g. "de***o". */
  customerName: string;
}

export interface WinnerBoard {
  list: WinnerCard[];
}

export interface Banner {
  id: number;
  groupName: string;
  title: string;
  url: string;
  linkageType: string;
  linkage: string;
  sort: number;
}

export interface Notice {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  startDateStr: string;
}

/** Slot sub-categories and the plain slots (spec §2); the game list filters by one of them. */
export const GAME_CLASSIFIES = ['SLOT', 'SC', 'JP', 'TG', 'AC', 'BG'] as const;

/**
 * GET /wps/relay/GCSGAME_gameList (spec §3 game list request): one page of a game type's games, optionally of one
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

export interface GameListPage {
  games: Game[];
  total: number;
  pageNo: number;
  pageSize: number;
}
