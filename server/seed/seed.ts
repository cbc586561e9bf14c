import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import * as content from '../db/schema-content.ts';
import * as play from '../db/schema-games.ts';
import { CATEGORIES, VENDORS, generateGames } from '../catalogue/seed.ts';
import { ANNOUNCEMENTS, BANNERS, CUSTOMER_SERVICE, DEMO_ACCOUNTS, HELP, NOTICES, REGISTER_FIELDS, RESOURCES, WHITELABEL } from './base-data.ts';
import { hashPassword } from '../shared/passwords.ts';
import { transferIn } from '../ledger/transfer.ts';
import type { Clock } from '../deps.ts';
import type { MerchantConfig } from '../config.ts';
import { LANGUAGES } from '../../contract/rules/languages.ts';
import { seedHomeData } from '../catalogue/wins-seed.ts';
import { seedWalletData } from '../messages/seed.ts';
import { seedOnce } from './seed-run.ts';
import { seedEconomyFlags } from './economy-flags.ts';
import { seedSocialFlags } from '../session/social/flags-seed.ts';
import { seedAgentFlags } from '../agent-centre/flags-seed.ts';
import { seedAgentAnnouncements } from '../agent-centre/announcements-seed.ts';
import { seedPromotions } from '../promotions/promotions-seed.ts';
import { seedVipLevels } from '../vip/seed.ts';
import { upgradeDue } from '../vip/service.ts';
import { seedDemoPlay } from './demo-play.ts';
import { seedAgentRates } from '../agent-contracts/rates-seed.ts';
import { seedAgentTeam } from '../agent-contracts/contracts-seed.ts';
import { seedLoyaltyFlags } from '../points/flags-seed.ts';
import { seedPointsMall } from '../points/mall-seed.ts';
import { seedEarnedPoints } from '../points/earned-seed.ts';
import { seedReferral } from '../referral/seed.ts';
import { seedRaffle } from '../raffle/seed.ts';
import { seedMissions } from '../missions/seed.ts';
import { seedContentPages, seedContentTranslations } from '../content/pages-seed.ts';
import { DEFAULT_PLAY_SETTINGS, type DemoPlaySettings } from './demo-play-plan.ts';
import { accountId, houseAccountId, memberAccountCode } from '../ledger/accounts.ts';

const SEED = { name: 'demo', version: 1 };

/**
 * Seeds the demo data once (deterministic; a second run does nothing). Returns whether anything ran. Later
 * additions are their own seed runs, so a database seeded by an older version gets only what it lacks. `play`
 * carries the configuration the demo play follows (time zone, vendor RTP and big-win rule; demoPlaySettings).
 */
export async function seedDemoData(db: Db, clock: Clock, merchant: MerchantConfig, play: DemoPlaySettings = DEFAULT_PLAY_SETTINGS): Promise<boolean> {
  const demo = await seedBase(db, clock, merchant);
  const home = await seedHomeData(db, clock);
  const wallet = await seedWalletData(db, clock);
  const economy = await seedEconomyFlags(db, clock);
  const agentFlags = await seedAgentFlags(db, clock);
  const agentNews = await seedAgentAnnouncements(db, clock);
  const promotions = await seedPromotions(db, clock);
  const vip = await seedVipLevels(db, clock);
  const played = await seedDemoPlay(db, clock, merchant.currency, play);
  // The demo accounts' 30 days of play reach VIP levels of their own: raise them as the upgrade job would have as
  // they played (with the upgrade bonuses waiting in the reward centre), so the first job run finds nothing to do.
  if (played) await upgradeDue(db, clock.now());
  const agentRates = await seedAgentRates(db, clock, merchant.currency, play.timeZoneOffsetMinutes);
  // After the play: the agent team's contracts and their settled history.
  const agentTeam = await seedAgentTeam(db, clock, merchant.currency, play);
  // Loyalty (issue 15): flags, then each part's run (after the play: points earned from the seeded rounds).
  const loyalty = [
    await seedPointsMall(db, clock),
    await seedLoyaltyFlags(db, clock),
    await seedReferral(db, clock),
    await seedRaffle(db, clock),
    await seedMissions(db, clock),
    // Last: the points the seeded play earned need point_rates (the points mall's seed) first.
    await seedEarnedPoints(db, clock, play.timeZoneOffsetMinutes),
  ];
  // Reaching every player (issue 16): content pages, and translations of what the seed above wrote in English.
  const reach = [await seedContentPages(db, clock), await seedContentTranslations(db, clock)];
  // Social sign-in (issue 39): the providers' flags.
  const social = await seedSocialFlags(db, clock);
  return (
    demo ||
    home ||
    wallet ||
    economy ||
    agentFlags ||
    agentNews ||
    promotions ||
    vip ||
    played ||
    agentRates ||
    agentTeam ||
    loyalty.some(Boolean) ||
    reach.some(Boolean) ||
    social
  );
}

async function seedBase(db: Db, clock: Clock, merchant: MerchantConfig): Promise<boolean> {
  let hashes: string[] = [];
  const now = clock.now();
  const day = 86_400_000;
  // Hash before the transaction: scrypt is slow on purpose and the database should not wait for it.
  const hashFirst = async () => void (hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password))));
  return seedOnce(
    db,
    SEED,
    now,
    async (tx) => {
      await tx.insert(t.merchants).values({
        code: merchant.code,
        name: merchant.name,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        defaultLanguage: 'EN',
        supportLanguages: Object.keys(LANGUAGES),
      });
      await tx.insert(t.whitelabelModules).values(WHITELABEL.map(([modId, parentId, enabled], sort) => ({ modId, parentId, enabled, sort })));
      for (const [key, value] of [
        ['register.fields', REGISTER_FIELDS],
        ['maintenance', { enabled: false, endTime: null }],
        ['domainRoute', { main: '/', agent: '/agent', download: '/down' }],
      ] as const)
        await tx.insert(t.settings).values({ key, value, updatedAt: now });

      await tx.insert(play.gameCategories).values(CATEGORIES.map((code, sort) => ({ code, sort })));
      await tx
        .insert(play.vendors)
        .values(VENDORS.map((v, sort) => ({ vassalage: v.vassalage, name: v.name, gameType: v.gameType, category: v.category, sort })));
      const games = generateGames();
      for (let i = 0; i < games.length; i += 1000) await tx.insert(play.games).values(games.slice(i, i + 1000));

      await tx.insert(content.banners).values(BANNERS.map(([groupName, title, linkageType], sort) => ({ groupName, title, linkageType, sort })));
      await tx.insert(content.notices).values(NOTICES.map(([title, content], i) => ({ title, content, startDate: new Date(now.getTime() - i * day) })));
      await tx.insert(content.announcements).values(
        ANNOUNCEMENTS.map(([promotionType, execution, title, content], i) => ({
          promotionType,
          execution,
          title,
          content,
          startDate: new Date(now.getTime() - i * day),
        })),
      );
      await tx.insert(content.resources).values(RESOURCES.map(([resourceType, url, labelNameEn]) => ({ resourceType, url, labelNameEn })));
      await tx.insert(content.customerService).values(CUSTOMER_SERVICE.map(([csType, title, url]) => ({ csType, title, url })));
      await tx.insert(content.helpSections).values(HELP.map(([tag, title, content], sort) => ({ tag, title, content, sort, language: 'EN' })));

      const house = await houseAccountId(tx, merchant.currency);
      const ids = new Map<string, number>();
      for (const [i, a] of DEMO_ACCOUNTS.entries()) {
        const [row] = await tx
          .insert(t.members)
          .values({
            account: a.account,
            nickname: a.nickname,
            passwordHash: hashes[i]!,
            type: a.type,
            parentId: a.parent ? ids.get(a.parent)! : null,
            language: 'EN',
            vipLevel: a.vipLevel,
            firstTimeLogin: a.firstTimeLogin,
            affiliateCode: a.affiliateCode ?? null,
            mobile: a.mobile ?? null,
            email: a.email ?? null,
            payeeName: a.payeeName ?? null,
            secondVerification: a.secondVerification ?? 'none',
            totpSecret: a.totpSecret ?? null,
            countryDialingCode: a.mobile ? '63' : null,
            passwordChangedAt: now,
            createdAt: now,
          })
          .returning({ id: t.members.id });
        ids.set(a.account, row!.id);
        const wallet = await accountId(tx, memberAccountCode(row!.id), merchant.currency, { memberId: row!.id });
        if (a.opening > 0)
          await transferIn(tx, clock, {
            key: `seed:opening:${a.account}`,
            kind: 'opening',
            fromAccountId: house,
            toAccountId: wallet,
            amount: a.opening,
            memo: 'Opening balance',
          });
      }
    },
    hashFirst,
  );
}
