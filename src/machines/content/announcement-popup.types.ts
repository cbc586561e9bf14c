import type { Announcement } from '../../../contract/content/announcements.ts';

/** Whose closed flag applies: a signed-in user's, or an anonymous visitor's (docs/product.md §4). */
export type Audience = 'user' | 'anonymous';

export interface AnnouncementPopupContext {
  audience: Audience;
  list: Announcement[];
}

export type AnnouncementPopupEvent =
  /** Sent on sign-in, sign-out and language change, with the audience at that moment. */
  | { type: 'announcements.load'; audience: Audience }
  | { type: 'announcement.close' }
  /** The promo button: closes the popup and opens the reward centre (a visitor: the promotions page). */
  | { type: 'announcement.promo' };

export type { Announcement };
