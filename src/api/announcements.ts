import type { Api } from './http.ts';
import type { Announcement, AnnouncementPage } from '../../contract/announcements.ts';
import { ANNOUNCEMENT_TYPES } from '../../contract/rules/announcements.ts';

export const fetchAnnouncements = (api: Api): Promise<Announcement[]> =>
  api.get<AnnouncementPage>('/wps/relay/MCSFE_getListAnnouncements', { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W' }).then((p) => p.list);
