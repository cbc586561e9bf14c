// The points mall's shop window (issue 15, docs/loyalty.md §points mall): the point rates and the goods on sale.
import { and, asc, eq } from 'drizzle-orm';
import { type Db } from '../db/client.ts';
import { pointGoods, pointRates } from '../db/schema-loyalty.ts';
import { overlayTranslations } from '../content/translations.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';
import type { GoodsType, GoodsView, PointConfig, PointRate } from '../../contract/points/points.ts';
import { toDecimal } from '../ledger/amounts.ts';

export const DEPOSIT_RATE = 'DEPOSIT';
export const EXCHANGE_RATE = 'EXCHANGE';

export type Goods = typeof pointGoods.$inferSelect;

const dec = (v: number | null) => (v === null ? null : toDecimal(v));

const rateView = (source: string, rateBp: number): PointRate => ({ source, rateBp, percent: rateBp / 100, pointsPerPeso: rateBp / 10_000 });

export async function pointConfigOf(db: Db): Promise<PointConfig> {
  const rows = await db.select().from(pointRates);
  const by = new Map(rows.map((r) => [r.source, r.rateBp]));
  const one = (source: string) => (by.has(source) ? rateView(source, by.get(source)!) : null);
  return {
    games: GAME_TYPES.filter((g) => by.has(g)).map((g) => rateView(g, by.get(g)!)),
    deposit: one(DEPOSIT_RATE),
    exchange: one(EXCHANGE_RATE),
  };
}

export const goodsView = (g: Goods): GoodsView => ({
  id: g.id,
  code: g.code,
  type: g.type as GoodsType,
  name: g.name,
  description: g.description,
  imageUrl: g.imageUrl,
  physical: g.physical,
  pricePoints: dec(g.pricePoints),
  mpPoints: dec(g.mpPoints),
  mpMoney: dec(g.mpMoney),
  cashValue: dec(g.cashValue),
  stock: g.stock,
  soldOut: g.stock <= 0,
});

/** The goods on sale, named and described in the language asked for where a translation exists (issue 16). */
export async function goodsOnSale(db: Db, language: string, type?: GoodsType): Promise<GoodsView[]> {
  const rows = await db
    .select()
    .from(pointGoods)
    .where(and(eq(pointGoods.active, true), type ? eq(pointGoods.type, type) : undefined))
    .orderBy(asc(pointGoods.sort), asc(pointGoods.id));
  const texts = await overlayTranslations(
    db,
    'GOODS',
    rows.map((g) => ({ id: g.id, title: g.name, content: g.description })),
    language,
  );
  return rows.map((g, i) => goodsView({ ...g, name: texts[i]!.title, description: texts[i]!.content }));
}
