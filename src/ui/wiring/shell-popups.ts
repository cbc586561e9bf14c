// The shell's popups: the modal host and the announcement popup that opens in it.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { modalsMachine } from '../../machines/modals.machine.ts';
import { announcementPopupMachine } from '../../machines/announcement-popup.machine.ts';
import { fetchAnnouncements } from '../../api/announcements.ts';
import type { Api } from '../../api/http.ts';
import { isAnnouncementClosed, markAnnouncementClosed } from '../announcement-storage.ts';
import type { Tell } from './shell-link.ts';

export function modalsActor() {
  return modalsMachine.provide({ actions: { navigate: (_, to) => navigate(to) } });
}

export function announcementActor(api: Api, tell: Tell) {
  return announcementPopupMachine.provide({
    actors: { fetchAnnouncements: fromPromise(() => fetchAnnouncements(api)) },
    guards: { closedFor: (_, audience) => isAnnouncementClosed(audience) },
    actions: {
      markClosed: (_, audience) => markAnnouncementClosed(audience),
      openModal: () => tell('modals', { type: 'announcement.open' }),
      closeModal: () => tell('modals', { type: 'modal.close' }),
      navigate: (_, to) => navigate(to),
    },
  });
}
