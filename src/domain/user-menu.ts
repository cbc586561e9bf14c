// The header's user menu and member info (docs/product.md §2 Header): which entries a member sees, and the unclaimed count.
import { paths } from './paths.ts';
import { isOn, type WhitelabelFlags } from '../../contract/rules/whitelabel.ts';

export type UserMenuEntryId = 'memberCentre' | 'agentCentre' | 'rewardCenter' | 'withdraw' | 'accountRecord' | 'bettingRecord' | 'favourites' | 'recent';

export interface UserMenuEntry {
  id: UserMenuEntryId;
  path: string;
}

/**
 * In the product's order: member centre, agent centre (agents only), withdraw, account record (TRANSREC3), betting
 * record (TRANSBETREPMEM3); "See rewards" (the reward centre, issue 13) after the centres, where the unclaimed count
 * the button shows can be spent; then the member's own game lists, favourites and recent games, which the product
 * description gives routes but no link (issue 12). Sign out always ends the menu; it is an action, not a page, so
 * the view adds it.
 */
export function userMenuEntries(isAgent: boolean, flags: WhitelabelFlags): UserMenuEntry[] {
  const entries: (UserMenuEntry | false)[] = [
    { id: 'memberCentre', path: paths.member() },
    isAgent && { id: 'agentCentre', path: paths.agentHome() },
    { id: 'rewardCenter', path: paths.rewardCenter() },
    { id: 'withdraw', path: paths.memberPage('withdraw') },
    isOn(flags, 'TRANSREC3') && { id: 'accountRecord', path: paths.memberPage('transactionHistory') },
    isOn(flags, 'TRANSBETREPMEM3') && { id: 'bettingRecord', path: paths.memberPage('personalHistoryCopy') },
    { id: 'favourites', path: paths.favourites() },
    { id: 'recent', path: paths.recent() },
  ];
  return entries.filter((e): e is UserMenuEntry => e !== false);
}

/** docs/product.md §2: "an unclaimed count (available promos plus unread messages)"; negative or missing counts add nothing. */
export function unclaimedCount(info: { availablePromoCount?: number; unreadMessage?: number } | null): number {
  const n = (v: number | undefined) => (Number.isFinite(v) && (v as number) > 0 ? Math.floor(v as number) : 0);
  return info ? n(info.availablePromoCount) + n(info.unreadMessage) : 0;
}
