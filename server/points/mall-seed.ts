// The points mall's demo data (issue 15, docs/loyalty.md §points mall): the earning rates of every game type, of
// deposits and of cash converted to points, and goods of every type (money, vouchers, physical gifts) priced in
// points or points plus cash, one with a single unit left and one sold out. Pictures are drawn at /art/goods/.
import type { Db } from '../db/client.ts';
import { pointGoods, pointRates } from '../db/schema-loyalty.ts';
import type { Clock } from '../deps.ts';
import { GAME_TYPES, type GameType } from '../../contract/catalogue/catalogue.ts';
import { seedOnce } from '../seed/seed-run.ts';

/** Basis points of a valid bet earned as points per game type: 100 = 1 %. */
export const GAME_POINT_RATES: Record<GameType, number> = {
  RNG: 100,
  LIVE: 50,
  FISH: 100,
  PVP: 50,
  SPORTS: 80,
  ESPORTS: 80,
  COCKFIGHT: 50,
  LOTT: 30,
  ELOTT: 30,
};
/** 1 % of a deposit as points; cash converts at 10 points a peso. */
export const DEPOSIT_POINT_RATE = 100;
export const EXCHANGE_POINT_RATE = 100_000;

const pts = (points: number) => points * 100;
const php = (pesos: number) => pesos * 100;

/** The demo goods; prices in whole points and pesos. */
export const DEMO_GOODS = [
  {
    code: 'CASH100',
    type: 'MONEY',
    name: '₱100 cash to your wallet',
    description: 'Paid to your wallet when the redemption is approved.',
    physical: false,
    pricePoints: pts(1_500),
    cashValue: php(100),
    stock: 500,
  },
  {
    code: 'CASH500',
    type: 'MONEY',
    name: '₱500 cash to your wallet',
    description: 'Paid to your wallet when the redemption is approved.',
    physical: false,
    mpPoints: pts(3_000),
    mpMoney: php(200),
    cashValue: php(500),
    stock: 100,
  },
  {
    code: 'GCASHLOAD50',
    type: 'VOUCHER',
    name: 'GCash ₱50 load voucher',
    description: 'A prepaid load code sent to your inbox.',
    physical: false,
    pricePoints: pts(600),
    stock: 300,
  },
  {
    code: 'FOODVOUCHER200',
    type: 'VOUCHER',
    name: 'Food delivery ₱200 voucher',
    description: 'The last one: a food delivery voucher code.',
    physical: false,
    pricePoints: pts(2_000),
    mpPoints: pts(800),
    mpMoney: php(100),
    stock: 1,
  },
  {
    code: 'TSHIRT',
    type: 'GIFT',
    name: 'Playstate T-shirt',
    description: 'Cotton, one size, delivered to your address.',
    physical: true,
    pricePoints: pts(1_200),
    mpPoints: pts(500),
    mpMoney: php(150),
    stock: 40,
  },
  {
    code: 'SPEAKER',
    type: 'GIFT',
    name: 'Bluetooth speaker',
    description: 'A portable speaker, delivered to your address.',
    physical: true,
    pricePoints: pts(8_000),
    stock: 0,
  },
  {
    code: 'SMARTPHONE',
    type: 'GIFT',
    name: 'Smartphone',
    description: 'A new smartphone, delivered to your address.',
    physical: true,
    mpPoints: pts(30_000),
    mpMoney: php(5_000),
    stock: 5,
  },
] as const;

export async function seedPointsMall(db: Db, clock: Clock): Promise<boolean> {
  return seedOnce(db, { name: 'points-mall', version: 1 }, clock.now(), async (tx) => {
    const rates = [
      ...GAME_TYPES.map((source) => ({ source, rateBp: GAME_POINT_RATES[source] })),
      { source: 'DEPOSIT', rateBp: DEPOSIT_POINT_RATE },
      { source: 'EXCHANGE', rateBp: EXCHANGE_POINT_RATE },
    ];
    await tx.insert(pointRates).values(rates).onConflictDoNothing();
    await tx
      .insert(pointGoods)
      .values(
        DEMO_GOODS.map((g, sort) => ({
          code: g.code,
          type: g.type,
          name: g.name,
          description: g.description,
          imageUrl: `/art/goods/${g.code}.svg`,
          physical: g.physical,
          pricePoints: 'pricePoints' in g ? g.pricePoints : null,
          mpPoints: 'mpPoints' in g ? g.mpPoints : null,
          mpMoney: 'mpMoney' in g ? g.mpMoney : null,
          cashValue: 'cashValue' in g ? g.cashValue : null,
          stock: g.stock,
          sort,
          createdAt: clock.now(),
        })),
      )
      .onConflictDoNothing();
  });
}
