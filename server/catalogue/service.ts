// Reads of the catalogue and the home page's content, shaped as the API answers them (docs/product.md §3, §7).
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { overlayTranslations, pictureIn } from '../content/translations.ts';
import { banners, notices } from '../db/schema-content.ts';
import { gameCategories, gameWins, games, vendors } from '../db/schema-games.ts';
import type { Db } from '../db/client.ts';
import { sanitize } from '../shared/html.ts';
import type {
  Banner,
  Game,
  GameListFilter,
  GameListPage,
  GameMenu,
  MenuVendor,
  Notice,
  Vendor,
  VendorGameType,
  WinnerCard,
} from '../../contract/catalogue/catalogue.ts';
import { toDecimal } from '../ledger/amounts.ts';

/** Time to live of catalogue answers, in this process and in browsers (Cache-Control max-age). */
export const CATALOGUE_TTL_SECONDS = 60;
/** The winner board moves as players win: a shorter time. */
export const WINS_TTL_SECONDS = 15;
export const HOT_GAMES_LIMIT = 20;
export const NOTICES_LIMIT = 50;

export const vendorIcon = (id: number) => `/art/vendor/${id}.svg`;
export const gameIcon = (nodeId: number) => `/art/game/${nodeId}.svg`;
/** The picture draws the caption in the language. */
export const bannerImage = (id: number, language = 'EN') => pictureIn(`/art/banner/${id}.svg`, language);

/** "delacruzo" -> "de***o": enough to recognise oneself, not enough to find someone (docs/product.md §2 winner board). */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars[0]}${chars[1]}***${chars.at(-1)}`;
}

const vendorColumns = {
  id: vendors.id,
  vassalage: vendors.vassalage,
  gameType: vendors.gameType,
  name: vendors.name,
  linkUrl: vendors.linkUrl,
  sort: vendors.sort,
  category: vendors.category,
};

type VendorRow = { id: number; vassalage: string; gameType: string; name: string; linkUrl: string; sort: number; category: string };

const menuVendor = (v: VendorRow): MenuVendor => ({
  vassalage: v.vassalage,
  gameType: v.gameType,
  name: v.name,
  linkUrl: v.linkUrl,
  iconUrl: vendorIcon(v.id),
  sort: v.sort,
});

/**
 * Categories in their order with their vendors, as filed on the server (e-sports and cockfight under SPORTS,
 * JL under RNG): the site rearranges them (docs/product.md §2 Navigation). A category without vendors is left out.
 */
export async function loadGameMenus(db: Db): Promise<GameMenu[]> {
  const [cats, rows] = await Promise.all([
    db.select().from(gameCategories).orderBy(asc(gameCategories.sort)),
    db.select(vendorColumns).from(vendors).orderBy(asc(vendors.sort), asc(vendors.id)),
  ]);
  return cats.map((c) => ({ gameCategory: c.code, vendors: rows.filter((v) => v.category === c.code).map(menuVendor) })).filter((m) => m.vendors.length > 0);
}

export async function loadVendors(db: Db): Promise<Vendor[]> {
  const rows = await db.select(vendorColumns).from(vendors).orderBy(asc(vendors.sort), asc(vendors.id));
  return rows.map((v) => ({ ...menuVendor(v), gameCategory: v.category }));
}

/** The game types one provider offers, with how many games each has (unknown provider: an empty list). */
export async function loadVendorGameTypes(db: Db, vassalage: string): Promise<VendorGameType[]> {
  const rows = await db
    .select({ vassalage: vendors.vassalage, gameType: vendors.gameType, gameCategory: vendors.category, name: vendors.name, gameCount: count(games.nodeId) })
    .from(vendors)
    .leftJoin(games, and(eq(games.vassalage, vendors.vassalage), eq(games.gameType, vendors.gameType)))
    .where(eq(vendors.vassalage, vassalage))
    .groupBy(vendors.id)
    .orderBy(asc(vendors.sort));
  return rows.map((r) => ({ ...r, gameCount: Number(r.gameCount) }));
}

/** The columns of the Game shape (docs/product.md §3); favourites and other game lists select the same. */
export const gameColumns = {
  nodeId: games.nodeId,
  vassalage: games.vassalage,
  gameCode: games.gameCode,
  gameType: games.gameType,
  isGame: games.isGame,
  gameName: games.gameName,
  gameClassify: games.gameClassify,
  minBet: games.minBet,
  minLineNum: games.minLineNum,
};

export async function loadHotGames(db: Db, limit = HOT_GAMES_LIMIT): Promise<Game[]> {
  const rows = await db.select(gameColumns).from(games).where(isNotNull(games.hotRank)).orderBy(asc(games.hotRank), asc(games.nodeId)).limit(limit);
  return rows.map((g) => ({ ...g, iconUrl: gameIcon(g.nodeId) }));
}

/** LIKE's own wildcards in a typed name are plain characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the game list (docs/product.md §3): hot games first, then by name; the total counts every match. */
export async function loadGameListPage(db: Db, f: GameListFilter): Promise<GameListPage> {
  const pageSize = f.pageSize ?? 20;
  const where = and(
    eq(games.gameType, f.gameType),
    f.vassalage ? eq(games.vassalage, f.vassalage) : undefined,
    f.gameClassify ? eq(games.gameClassify, f.gameClassify) : undefined,
    f.gameName ? ilike(games.gameName, `%${likeLiteral(f.gameName)}%`) : undefined,
    f.minBet !== undefined ? lte(games.minBet, f.minBet) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .where(where)
      // A provider's lobby (isGame VASSALAGE) leads its list, then the hot games, then by name.
      .orderBy(sql`(${games.isGame} = 'VASSALAGE') desc`, sql`${games.hotRank} asc nulls last`, asc(games.gameName), asc(games.nodeId))
      .limit(pageSize)
      .offset((f.pageNo - 1) * pageSize),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { games: rows.map((g) => ({ ...g, iconUrl: gameIcon(g.nodeId) })), total: total?.n ?? 0, pageNo: f.pageNo, pageSize };
}

/** Newest wins first; gameCategory ALL or one game type. */
export async function loadWinnerBoard(db: Db, gameCategory: string, limit: number): Promise<WinnerCard[]> {
  const rows = await db
    .select({ ...gameColumns, playerName: gameWins.playerName, amount: gameWins.amount })
    .from(gameWins)
    .innerJoin(games, eq(games.nodeId, gameWins.nodeId))
    .where(gameCategory === 'ALL' ? undefined : eq(games.gameType, gameCategory))
    .orderBy(desc(gameWins.occurredAt), desc(gameWins.id))
    .limit(limit);
  return rows.map((r) => ({
    iconUrl: gameIcon(r.nodeId),
    winAmount: toDecimal(r.amount),
    gameName: r.gameName,
    customerName: maskName(r.playerName),
    nodeId: r.nodeId,
    vassalage: r.vassalage,
    gameCode: r.gameCode,
    gameType: r.gameType,
    isGame: r.isGame,
  }));
}

/** The groups' banners in sort order, each caption in the language where translated (issue 16). */
export async function loadBanners(db: Db, groups: string[], language = 'EN'): Promise<Banner[]> {
  const english = await db.select().from(banners).where(inArray(banners.groupName, groups)).orderBy(asc(banners.sort), asc(banners.id));
  const rows = await overlayTranslations(
    db,
    'BANNER',
    english.map((b) => ({ ...b, content: b.title })),
    language,
  );
  return rows.map((b) => ({
    id: b.id,
    groupName: b.groupName,
    title: b.title,
    url: bannerImage(b.id, language),
    linkageType: b.linkageType,
    linkage: b.linkage,
    sort: b.sort,
  }));
}

/** Notices already started, newest first, in the language where translated (issue 16); HTML sanitised here, once. */
export async function loadNotices(db: Db, now: Date, language = 'EN'): Promise<Notice[]> {
  const english = await db.select().from(notices).where(lte(notices.startDate, now)).orderBy(desc(notices.startDate), desc(notices.id)).limit(NOTICES_LIMIT);
  const rows = await overlayTranslations(db, 'NOTICE', english, language);
  return rows.map((n) => ({ id: n.id, title: n.title, content: sanitize(n.content), startDateStr: n.startDate.toISOString() }));
}
