// The member centre's menu (docs/product.md §2 Member centre pages): the pages in the product's order, of which the site lists
// only those it has built and whose whitelabel module is on; an unknown or missing page name opens the first one.
import { isOn, type WhitelabelFlags } from '../../contract/rules/whitelabel.ts';

/** Every member-centre page of docs/product.md §2, in its menu order. */
export const MEMBER_CENTRE_ORDER = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  // Not in the spec's menu: the rebate page (issue 13) sits beside the bonus details it pays into (decisions.md).
  'rebate',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  // Not in the spec's menu: player protection (issue 16 §5), just before the messages.
  'responsibleGaming',
  'messageV2',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_ORDER)[number];

/** Pages shown only while their whitelabel module is on. */
export const MEMBER_CENTRE_MODULES: Readonly<Partial<Record<MemberCentrePage, string>>> = {
  rebate: 'MYRBT3',
};

/**
 * The menu: the pages in `built`, kept in the product's order whatever order they were given in, without those
 * whose module is off in `flags` (when given).
 */
export function memberCentreMenu(built: ReadonlySet<MemberCentrePage>, flags?: WhitelabelFlags): MemberCentrePage[] {
  return MEMBER_CENTRE_ORDER.filter((p) => built.has(p) && (!flags || !MEMBER_CENTRE_MODULES[p] || isOn(flags, MEMBER_CENTRE_MODULES[p])));
}

/** The page a location asks for (`?page=`, or the `?tab=` some links use), or the menu's first page. */
export function memberCentrePageFor(search: string, menu: readonly MemberCentrePage[]): MemberCentrePage | null {
  const params = new URLSearchParams(search);
  const wanted = params.get('page') ?? params.get('tab');
  return menu.find((p) => p === wanted) ?? menu[0] ?? null;
}
