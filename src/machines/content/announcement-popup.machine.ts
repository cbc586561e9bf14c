// The announcement popup (docs/product.md §4): loaded on sign-in and language change; shown unless this audience closed it
// in this browser session; closing sets the flag. The server picks what each audience sees (A, F or B).
import { assign, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { paths } from '../../domain/paths.ts';
import type { Announcement, AnnouncementPopupContext, AnnouncementPopupEvent, Audience } from './announcement-popup.types.ts';

export const announcementPopupMachine = setup({
  types: {
    context: {} as AnnouncementPopupContext,
    events: {} as AnnouncementPopupEvent,
  },
  actors: {
    fetchAnnouncements: provided<Announcement[], { audience: Audience }>('fetchAnnouncements'),
  },
  actions: {
    setAudience: assign((_, audience: Audience) => ({ audience })),
    storeList: assign((_, list: Announcement[]) => ({ list })),
    /** Effects provided at the composition root: session storage, the modals actor, the router. */
    markClosed: (_, _audience: Audience) => {},
    openModal: () => {},
    closeModal: () => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    nothingToShow: ({ context }) => context.list.length === 0,
    /** Reads this audience's closed flag in session storage; provided at the composition root. */
    closedFor: (_, _audience: Audience) => false,
  },
}).createMachine({
  id: 'announcementPopup',
  context: { audience: 'anonymous', list: [] },
  initial: 'idle',
  on: {
    'announcements.load': { target: '.loading', actions: { type: 'setAudience', params: ({ event }) => event.audience } },
  },
  states: {
    idle: { meta: { product: '4.7 Announcement popup' }, description: 'Nothing shown; waits for a sign-in, sign-out or language change.' },
    loading: {
      meta: { product: '4.7 Announcement popup' },
      description: 'Fetching the announcements for the audience.',
      invoke: {
        id: 'fetchAnnouncements',
        src: 'fetchAnnouncements',
        input: ({ context }) => ({ audience: context.audience }),
        onDone: { target: 'deciding', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'idle' },
      },
    },
    deciding: {
      meta: { product: '4.7 Announcement popup' },
      description: 'Shows the popup unless there is nothing to show or this audience closed it already.',
      always: [
        { guard: 'nothingToShow', target: 'idle' },
        { guard: { type: 'closedFor', params: ({ context }) => context.audience }, target: 'idle' },
        { target: 'showing', actions: 'openModal' },
      ],
    },
    showing: {
      meta: { product: '4.7 Announcement popup' },
      description: 'The popup is open.',
      on: {
        'announcement.close': {
          target: 'idle',
          actions: [{ type: 'markClosed', params: ({ context }) => context.audience }, 'closeModal'],
        },
        'announcement.promo': {
          target: 'idle',
          // A member's rewards are in the reward centre; a visitor has none yet and sees the promotions page.
          actions: [
            { type: 'markClosed', params: ({ context }) => context.audience },
            'closeModal',
            { type: 'navigate', params: ({ context }) => (context.audience === 'user' ? paths.rewardCenter() : paths.promotions()) },
          ],
        },
      },
    },
  },
});
