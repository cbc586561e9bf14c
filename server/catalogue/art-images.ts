// The generated pictures of things in the database: each is null when the thing is unknown, so the route answers 404.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { banners } from '../db/schema-content.ts';
import { promotions } from '../db/schema-economy.ts';
import { games, vendors } from '../db/schema-games.ts';
import { overlayTranslations } from '../content/translations.ts';
import { AVATAR_COUNT } from '../../contract/rules/avatars.ts';
import { avatarArt, bannerArt, gameArt, promotionArt, vendorArt } from './art.ts';

export async function gameImage(db: Db, id: number): Promise<string | null> {
  const [game] = await db.select({ name: games.gameName, vendor: games.vassalage }).from(games).where(eq(games.nodeId, id));
  return game ? gameArt(game.name, game.vendor) : null;
}

/** The caption in the language where a translation exists, else English. */
export async function bannerImage(db: Db, id: number, language: string): Promise<string | null> {
  const [banner] = await db.select().from(banners).where(eq(banners.id, id));
  if (!banner) return null;
  const [caption] = await overlayTranslations(db, 'BANNER', [{ id: banner.id, title: banner.title, content: banner.title }], language);
  return bannerArt(caption!.title, banner.groupName, banner.title);
}

/** By the promotion's code; a disabled promotion's too, so old links keep working. */
export async function promotionImage(db: Db, code: string, language: string): Promise<string | null> {
  const [promotion] = await db
    .select({ id: promotions.id, title: promotions.title, content: promotions.title })
    .from(promotions)
    .where(eq(promotions.code, code));
  if (!promotion) return null;
  const [text] = await overlayTranslations(db, 'PROMOTION', [promotion], language);
  return promotionArt(text!.title, code);
}

export const avatarImage = (id: number): string | null => (id > AVATAR_COUNT ? null : avatarArt(id));

export async function vendorImage(db: Db, id: number): Promise<string | null> {
  const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, id));
  return vendor ? vendorArt(vendor.name) : null;
}
