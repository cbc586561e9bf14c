// Demo promotions (issue 13): one of every type across the promotions page's categories, with the configs the
// reward centre and the settlements read (contract/rules/promotion-kinds.ts), checked against their shapes before
// they are written. Dates are relative to the seed's "now": most run long term or for weeks, one is coming soon,
// one has closed.
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { configOf } from '../../contract/promotions/promotion-config.ts';
import type { PromotionCategory, PromotionType } from '../../contract/rules/promotion-kinds.ts';
import { sanitize } from '../shared/html.ts';
import { seedOnce } from '../seed/seed-run.ts';

const DAY = 86_400_000;
const peso = (n: number) => Math.round(n * 100);

interface DemoPromotion {
  code: string;
  type: PromotionType;
  category: PromotionCategory;
  title: string;
  content: string;
  /** Days from now; null = the seed's now minus 30 days. */
  startsInDays?: number;
  /** Days from now; undefined = long term. */
  endsInDays?: number;
  bonus?: number;
  turnover?: number;
  config?: Record<string, unknown>;
}

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    code: 'SIGNUP100',
    type: 'REGISTER',
    category: 'newPlayer',
    title: 'Sign-up bonus ₱100',
    content:
      '<p>Complete your profile (birthday, address and nationality) and claim <b>₱100</b> free credit in the reward centre.</p><p>Turnover 3x before withdrawal.</p>',
    bonus: 100,
    turnover: 3,
    config: { requiredFields: ['birthday', 'address', 'nationality'] },
  },
  {
    code: 'MOBILE20',
    type: 'REGISTER',
    category: 'newPlayer',
    title: 'Bind your mobile: ₱20',
    content: '<p>Bind and verify your mobile number in My account and claim <b>₱20</b>.</p><p>Turnover 1x.</p>',
    bonus: 20,
    turnover: 1,
    config: { requiredFields: ['mobile'] },
  },
  {
    code: 'DAILYSIGNIN',
    type: 'LOGIN',
    category: 'other',
    title: 'Daily sign-in rewards',
    content: "<p>Sign in every day and claim the day's reward in the reward centre. Only today's reward can be claimed.</p>",
    turnover: 1,
    config: {
      cells: [1, 2, 3, 4, 5, 6, 7].map((dayNo) => ({ dayNo, amount: peso(dayNo === 7 ? 28 : 2 + dayNo), validBetRequired: dayNo >= 5 ? peso(100) : 0 })),
    },
  },
  {
    code: 'RESCUE',
    type: 'SAVIOR',
    category: 'other',
    title: 'Rescue fund: up to 8% back on a losing day',
    content:
      '<p>Lost ₱500 or more yesterday? Claim part of it back in the reward centre the next day.</p><ul><li>₱500+: 3%</li><li>₱5,000+: 5%</li><li>₱20,000+: 8%</li></ul>',
    turnover: 1,
    config: {
      tiers: [
        { netLoss: peso(500), percent: 3 },
        { netLoss: peso(5_000), percent: 5 },
        { netLoss: peso(20_000), percent: 8 },
      ],
      maxBonus: peso(8_888),
      claimDays: 3,
    },
  },
  {
    code: 'SLOTRACE',
    type: 'JOIN',
    category: 'rng',
    title: 'Slot race: play ₱2,000, get ₱58',
    content: '<p>Join, then reach <b>₱2,000</b> of valid bets before the race ends to win <b>₱58</b>.</p>',
    endsInDays: 14,
    bonus: 58,
    turnover: 1,
    config: { validBetTarget: peso(2_000) },
  },
  {
    code: 'LIVESTREAK',
    type: 'APPLY',
    category: 'live',
    title: 'Live casino winning streak',
    content:
      '<p>Won 8 baccarat hands in a row? Apply with a screenshot of each win (up to 3 images) and a remark. Our team reviews every application within 24 hours.</p>',
    endsInDays: 30,
    bonus: 388,
    turnover: 1,
  },
  {
    code: 'SPORTSLOSS',
    type: 'APPLY',
    category: 'sport',
    title: 'Sports parlay insurance',
    content: '<p>Lost a 5-leg parlay by one leg? Apply with the bet slip and get ₱188 back.</p>',
    bonus: 188,
    turnover: 2,
  },
  {
    code: 'FISHFRENZY',
    type: 'JOIN',
    category: 'fish',
    title: 'Fishing frenzy: play ₱1,000, get ₱30',
    content: '<p>Join and reach ₱1,000 of valid bets on fishing games.</p>',
    endsInDays: 10,
    bonus: 30,
    turnover: 1,
    config: { validBetTarget: peso(1_000) },
  },
  {
    code: 'POKERWEEK',
    type: 'APPLY',
    category: 'pvp',
    title: 'Poker royal flush bonus',
    content: '<p>Hit a royal flush at our poker tables and apply with the hand history for ₱888.</p>',
    bonus: 888,
    turnover: 1,
  },
  {
    code: 'LOTTOLUCKY',
    type: 'JOIN',
    category: 'lotto',
    title: 'Lucky numbers week',
    content: '<p>Join and play ₱500 on lotteries this week for ₱18.</p>',
    endsInDays: 7,
    bonus: 18,
    turnover: 1,
    config: { validBetTarget: peso(500) },
  },
  {
    code: 'DAILYREBATE',
    type: 'REBATE',
    category: 'rebate',
    title: 'Daily rebate up to 1.2%',
    content:
      '<p>Every valid bet earns a rebate, paid automatically after the day closes: slots 1.2%, live 0.8%, fishing, sports, e-sports and lotteries 1%. Higher VIP levels earn more.</p>',
  },
  {
    code: 'FIRSTDEPOSIT',
    type: 'FIRST_DEPOSIT',
    category: 'deposit',
    title: 'First deposit: make it count',
    content: '<p>Make your first deposit with any channel. Deposits arrive within minutes.</p>',
  },
  {
    code: 'RELOAD',
    type: 'DEPOSIT',
    category: 'deposit',
    title: 'Weekend reload',
    content: '<p>Top up on weekends and enjoy the weekend tournaments.</p>',
  },
  {
    code: 'VIPUPGRADE',
    type: 'UPGRADE_BONUS',
    category: 'rank',
    title: 'VIP upgrade bonuses',
    content: '<p>Every VIP level you reach pays an upgrade bonus, from ₱18 at VIP 1 upwards. Claim it in the reward centre.</p>',
  },
  {
    code: 'MISSIONS',
    type: 'MISSION',
    category: 'other',
    title: 'Missions and leaderboard',
    content: '<p>Complete missions for rewards and climb the leaderboard.</p>',
    startsInDays: 7,
  },
  {
    code: 'INVITE',
    type: 'REFERRAL',
    category: 'other',
    title: 'Invite friends, earn more',
    content: '<p>Invite friends and earn from their first deposit and play.</p>',
    startsInDays: 7,
  },
  {
    code: 'HALLOWEEN',
    type: 'APPLY',
    category: 'rng',
    title: 'Halloween slot spins',
    content: '<p>This promotion has ended.</p>',
    startsInDays: -40,
    endsInDays: -2,
    bonus: 50,
    turnover: 1,
  },
];

export async function seedPromotions(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'promotions', version: 1 }, now, async (tx) => {
    await tx.insert(promotions).values(
      DEMO_PROMOTIONS.map((p, sort) => ({
        code: p.code,
        type: p.type,
        category: p.category,
        title: p.title,
        content: sanitize(p.content),
        imageUrl: `/art/promotion/${p.code}.svg`,
        startsAt: new Date(now.getTime() + (p.startsInDays ?? -30) * DAY),
        endsAt: p.endsInDays === undefined ? null : new Date(now.getTime() + p.endsInDays * DAY),
        bonusAmount: peso(p.bonus ?? 0),
        turnoverMultiple: p.turnover ?? 0,
        config: configOf(p.type).parse(p.config ?? {}) as Record<string, unknown>,
        sort,
      })),
    );
  });
}
