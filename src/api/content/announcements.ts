import type { Api } from '../http.ts';
import type { Announcement } from '../../../contract/content/announcements.ts';
import { ANNOUNCEMENT_TYPES } from '../../../contract/rules/announcements.ts';

export const fetchAnnouncements = (api: Api): Promise<Announcement[]> =>
  api.call('announcements', { query: { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W' } }).then((p) => p.list);
