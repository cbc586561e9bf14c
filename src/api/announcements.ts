import type { Api } from './http.ts';
import { ANNOUNCEMENT_TYPES, type Announcement, type AnnouncementPage } from './contract/announcements.ts';

export const fetchAnnouncements = (api: Api): Promise<Announcement[]> =>
  api.get<AnnouncementPage>('/wps/relay/MCSFE_getListAnnouncements', { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W' }).then((p) => p.list);
