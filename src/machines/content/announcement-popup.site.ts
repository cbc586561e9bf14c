// The announcement popup on the real pages (issue 40, src/machines/shared/site-map.ts): a visitor opens the home page in
// a fresh browser session, sees the seeded visitors' announcement, and closes it or follows it to the promotions.
import { expect, type Page } from '@playwright/test';
import { announcementPopupMachine } from './announcement-popup.machine.ts';
import type { AnnouncementPopupContext } from './announcement-popup.types.ts';
import type { SiteMap } from '../shared/site-map.ts';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

export const announcementPopupSite: SiteMap<typeof announcementPopupMachine> = {
  machine: announcementPopupMachine,
  name: 'announcementPopup',
  announcements: 'shown',
  input: undefined,
  open: { does: 'open a new browser tab', act: async () => {} },
  states: {
    idle: { shows: 'no announcement', check: (page) => expect(popup(page)).toHaveCount(0) },
    loading: 'passing',
    deciding: 'passing',
    showing: {
      shows: 'the "Announcement" dialog with the visitors\' welcome',
      check: (page) => expect(popup(page).getByRole('heading', { name: 'Welcome to playstate' })).toBeVisible(),
    },
  },
  events: [{ type: 'announcements.load', audience: 'anonymous' }, { type: 'announcement.close' }, { type: 'announcement.promo' }],
  actions: {
    'announcements.load': { does: () => 'open the home page as a visitor', act: async (page, _e, world) => void (await page.goto(world.url)) },
    'announcement.close': {
      does: () => 'press "Close" in the announcement',
      act: (page) => popup(page).getByRole('button', { name: 'Close' }).first().click(),
    },
    'announcement.promo': {
      does: () => 'press "See rewards" in the announcement',
      act: async (page) => {
        await popup(page).getByRole('button', { name: 'See rewards' }).click();
        await expect(page).toHaveURL(/\/promotions$/);
      },
    },
  },
  // The page loads the announcements once per visit; a second load in the same session finds them closed.
  offered: { 'announcements.load': (snapshot) => (snapshot.context as AnnouncementPopupContext).list.length === 0 },
  world: {
    fetchAnnouncements: () => ({
      type: 'xstate.done.actor.fetchAnnouncements',
      output: [{ id: 1, title: 'Welcome to playstate', content: '', promotionType: 'A', execution: 'B', startDateStr: '' }],
    }),
  },
  contextKey: (c: AnnouncementPopupContext) => ({ audience: c.audience, any: c.list.length > 0 }),
};
