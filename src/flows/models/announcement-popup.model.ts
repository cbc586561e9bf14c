// The model of the announcement popup machine: the samples the paths are planned from
// (tests/machines/content/announcement-popup.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { announcementPopupMachine } from '../../machines/content/announcement-popup.machine.ts';
import type { Announcement } from '../../machines/content/announcement-popup.types.ts';
import type { MachineModel } from '../model/harness.ts';

export const item = (id: number, execution: Announcement['execution']): Announcement => ({
  id,
  title: `Announcement ${id}`,
  content: '<p>text</p>',
  promotionType: 'B',
  execution,
  startDateStr: '2026-11-21T00:00:00.000Z',
});

const model: MachineModel<typeof announcementPopupMachine> = {
  machine: announcementPopupMachine.provide({ guards: { closedFor: (_, audience) => audience === 'user' } }),
  events: [
    { type: 'announcements.load', audience: 'anonymous' },
    { type: 'announcements.load', audience: 'user' },
    { type: 'xstate.done.actor.fetchAnnouncements', output: [item(1, 'B')] },
    { type: 'xstate.done.actor.fetchAnnouncements', output: [] },
    { type: 'xstate.error.actor.fetchAnnouncements', error: new Error('offline') },
    { type: 'announcement.close' },
    { type: 'announcement.promo' },
  ],
  contextKey: (c) => ({ audience: c.audience, any: c.list.length > 0 }),
};

export const models = [model] as const;
