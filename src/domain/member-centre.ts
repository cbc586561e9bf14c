// The member centre's menu (docs/product.md §2 Member centre pages): the pages in the product's order, of which the site lists
// only those it has built; an unknown or missing page name opens the first one.

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
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_ORDER)[number];

/** The menu: the pages in `built`, kept in the product's order whatever order they were given in. */
export function memberCentreMenu(built: ReadonlySet<MemberCentrePage>): MemberCentrePage[] {
  return MEMBER_CENTRE_ORDER.filter((p) => built.has(p));
}

/** The page a location asks for (`?page=`, or the `?tab=` some links use), or the menu's first page. */
export function memberCentrePageFor(search: string, menu: readonly MemberCentrePage[]): MemberCentrePage | null {
  const params = new URLSearchParams(search);
  const wanted = params.get('page') ?? params.get('tab');
  return menu.find((p) => p === wanted) ?? menu[0] ?? null;
}
