// The popup's closed flags, one per audience, for this browser session (docs/product.md §4).
import type { Audience } from '../../machines/content/announcement-popup.types.ts';

const key = (audience: Audience) => `playstate.announcement.closed.${audience}`;

export const isAnnouncementClosed = (audience: Audience) => sessionStorage.getItem(key(audience)) === '1';
export const markAnnouncementClosed = (audience: Audience) => sessionStorage.setItem(key(audience), '1');
