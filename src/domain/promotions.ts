// The promotions page's pure rules (issue 13 item 5): where a promotion whose action is another page sends the member
// (the platform's "Go", docs/product.md §4.15), the tabs, and the period a card shows.
import type { PromotionCategory, PromotionType } from '../../contract/rules/promotion-kinds.ts';
import { paths } from './paths.ts';

/**
 * The page a "Go" card opens: deposit offers the deposit page, the reward centre's types the reward centre, the VIP
 * upgrade bonus the VIP page, the rebate the member centre's rebate page, a mission the missions page, invite friends
 * its page. JOIN and APPLY act on the card itself.
 */
export function promotionDestination(type: PromotionType): string | null {
  switch (type) {
    case 'DEPOSIT':
    case 'FIRST_DEPOSIT':
      return paths.memberPage('depositv2');
    case 'REGISTER':
    case 'LOGIN':
    case 'SAVIOR':
      return paths.rewardCenter();
    case 'UPGRADE_BONUS':
      return paths.vip();
    case 'REBATE':
      return paths.memberPage('rebate');
    case 'MISSION':
      return paths.memberPage('missionLeaderboard');
    case 'REFERRAL':
      return paths.memberPage('referral');
    default:
      return null;
  }
}

/** The tabs: "all" first, then the categories the server says have cards, in its order. */
export type PromotionTab = 'all' | PromotionCategory;
export const promotionTabs = (categories: readonly PromotionCategory[]): PromotionTab[] => ['all', ...categories];

/** The cards of a tab ("all": every card). */
export const cardsOfTab = <C extends { category: PromotionCategory }>(cards: readonly C[], tab: PromotionTab): C[] =>
  tab === 'all' ? [...cards] : cards.filter((c) => c.category === tab);
