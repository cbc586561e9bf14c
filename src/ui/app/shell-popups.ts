// The shell's popups: the modal host and the announcement popup that opens in it.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { modalsMachine } from '../../machines/app/modals.machine.ts';
import { announcementPopupMachine } from '../../machines/content/announcement-popup.machine.ts';
import { fetchAnnouncements } from '../../api/content/announcements.ts';
import type { Api } from '../../api/http.ts';
import { isAnnouncementClosed, markAnnouncementClosed } from '../content/announcement-storage.ts';
import type { Tell } from './shell-link.ts';
import type { Announcement } from '../../machines/content/announcement-popup.types.ts';

/** What the popup's first load would ask, asked at boot beside the session check (Lighthouse LCP on /member). */
export interface EarlyAnnouncements {
  token: string | null;
  language: string;
  list: Promise<Announcement[]>;
}

/** Starts the popup's first call now, unless the popup was already closed for whoever this token makes the reader. */
export function askAnnouncementsEarly(api: Api, token: string | null, language: string): EarlyAnnouncements | undefined {
  if (isAnnouncementClosed(token ? 'user' : 'anonymous')) return undefined;
  const list = fetchAnnouncements(api);
  list.catch(() => undefined);
  return { token, language, list };
}

export function modalsActor() {
  return modalsMachine.provide({ actions: { navigate: (_, to) => navigate(to) } });
}

/**
 * The popup's actor. Its first load takes the answer asked for at boot when the token and the language are still the
 * ones it was asked with (the server picks the announcements by both); every other load asks again.
 */
export function announcementActor(api: Api, tell: Tell, early: EarlyAnnouncements | undefined, now: () => Pick<EarlyAnnouncements, 'token' | 'language'>) {
  let kept = early;
  const load = () => {
    const { token, language } = now();
    const answer = kept && kept.token === token && kept.language === language ? kept.list : fetchAnnouncements(api);
    kept = undefined;
    return answer;
  };
  return announcementPopupMachine.provide({
    actors: { fetchAnnouncements: fromPromise(load) },
    guards: { closedFor: (_, audience) => isAnnouncementClosed(audience) },
    actions: {
      markClosed: (_, audience) => markAnnouncementClosed(audience),
      openModal: () => tell('modals', { type: 'announcement.open' }),
      closeModal: () => tell('modals', { type: 'modal.close' }),
      navigate: (_, to) => navigate(to),
    },
  });
}
