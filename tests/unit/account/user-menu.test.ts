import { describe, expect, it } from 'vitest';
import { routeFor } from '../../../src/domain/paths.ts';
import { unclaimedCount, userMenuEntries } from '../../../src/domain/user-menu.ts';

const allOn = { TRANSREC3: true, TRANSBETREPMEM3: true };

describe('user menu entries (docs/product.md §2 Header)', () => {
  it('lists member centre, the reward centre, withdraw and both records for a member, in the spec order, then favourites and recent games', () => {
    expect(userMenuEntries(false, allOn)).toEqual([
      { id: 'memberCentre', path: '/member' },
      { id: 'rewardCenter', path: '/member?page=rewardCenter' },
      { id: 'withdraw', path: '/member?page=withdraw' },
      { id: 'accountRecord', path: '/member?page=transactionHistory' },
      { id: 'bettingRecord', path: '/member?page=personalHistoryCopy' },
      { id: 'favourites', path: '/favourites' },
      { id: 'recent', path: '/recent' },
    ]);
  });

  it('adds the agent centre for agents only, second', () => {
    expect(userMenuEntries(true, allOn).map((e) => e.id)).toEqual([
      'memberCentre',
      'agentCentre',
      'rewardCenter',
      'withdraw',
      'accountRecord',
      'bettingRecord',
      'favourites',
      'recent',
    ]);
    expect(userMenuEntries(true, allOn)[1]?.path).toBe('/agentHome');
  });

  it('follows TRANSREC3 and TRANSBETREPMEM3; a flag missing from the tree counts as off', () => {
    expect(userMenuEntries(false, { TRANSREC3: false, TRANSBETREPMEM3: true }).map((e) => e.id)).toEqual([
      'memberCentre',
      'rewardCenter',
      'withdraw',
      'bettingRecord',
      'favourites',
      'recent',
    ]);
    expect(userMenuEntries(false, { TRANSREC3: true }).map((e) => e.id)).toEqual([
      'memberCentre',
      'rewardCenter',
      'withdraw',
      'accountRecord',
      'favourites',
      'recent',
    ]);
    expect(userMenuEntries(false, {}).map((e) => e.id)).toEqual(['memberCentre', 'rewardCenter', 'withdraw', 'favourites', 'recent']);
  });

  it('links only to routes the site has', () => {
    for (const entry of userMenuEntries(true, allOn)) expect(routeFor(entry.path), entry.path).not.toBeNull();
  });
});

describe('unclaimed count', () => {
  it('adds available promotions and unread messages', () => {
    expect(unclaimedCount({ availablePromoCount: 2, unreadMessage: 3 })).toBe(5);
    expect(unclaimedCount({ availablePromoCount: 0, unreadMessage: 0 })).toBe(0);
  });

  it('counts nothing for no member, missing, negative or broken values', () => {
    expect(unclaimedCount(null)).toBe(0);
    expect(unclaimedCount({})).toBe(0);
    expect(unclaimedCount({ availablePromoCount: -1, unreadMessage: Number.NaN })).toBe(0);
  });
});
