import { describe, expect, it } from 'vitest';
import { announcementPopupMachine } from '../../src/machines/announcement-popup.machine.ts';
import type { Announcement, Audience } from '../../src/machines/announcement-popup.types.ts';
import { formatCoverage } from './coverage.ts';
import { driveMachine } from './drive-machine.ts';
import { runModel, type MachineModel } from './harness.ts';

const item = (id: number, execution: Announcement['execution']): Announcement => ({
  id,
  title: `Announcement ${id}`,
  content: '<p>text</p>',
  promotionType: 'B',
  execution,
  startDateStr: '2026-11-21T00:00:00.000Z',
});

/** The closed flags of one browser session, as the composition root keeps them in session storage. */
function closedFlags(initial: Audience[] = []) {
  const closed = new Set<Audience>(initial);
  return {
    closed,
    guards: { closedFor: (_: unknown, audience: Audience) => closed.has(audience) },
  };
}

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

describe('announcementPopup machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModel(model);
    console.log(`${formatCoverage('announcementPopup', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('announcementPopup machine, behaviour', () => {
  it('shows the popup once per audience: closing sets the flag, the next load stays quiet', async () => {
    const flags = closedFlags();
    const d = driveMachine(announcementPopupMachine.provide({ guards: flags.guards }));
    d.actor.send({ type: 'announcements.load', audience: 'anonymous' });
    expect(d.callsOf('fetchAnnouncements')).toEqual([{ audience: 'anonymous' }]);
    await d.resolve('fetchAnnouncements', [item(1, 'B')]);
    expect(d.actor.getSnapshot().value).toBe('showing');
    expect(d.paramsOf('openModal')).toHaveLength(1);
    d.actor.send({ type: 'announcement.close' });
    expect(d.paramsOf('closeModal')).toHaveLength(1);
    expect(d.paramsOf('markClosed')).toEqual(['anonymous']);
    flags.closed.add('anonymous'); // what the composition root's markClosed writes to session storage

    // A language change reloads; the same audience stays closed.
    d.actor.send({ type: 'announcements.load', audience: 'anonymous' });
    await d.resolve('fetchAnnouncements', [item(1, 'B')]);
    expect(d.actor.getSnapshot().value).toBe('idle');
    // Signing in is another audience: it shows again.
    d.actor.send({ type: 'announcements.load', audience: 'user' });
    await d.resolve('fetchAnnouncements', [item(2, 'A')]);
    expect(d.actor.getSnapshot().value).toBe('showing');
    expect(d.actor.getSnapshot().context.list.map((a) => a.id)).toEqual([2]);
  });

  it('shows nothing when there is nothing to show', async () => {
    const d = driveMachine(announcementPopupMachine);
    d.actor.send({ type: 'announcements.load', audience: 'user' });
    await d.resolve('fetchAnnouncements', []);
    expect(d.actor.getSnapshot().value).toBe('idle');
    expect(d.paramsOf('openModal')).toEqual([]);
  });

  it('the promo button closes the popup and opens the reward centre', async () => {
    const d = driveMachine(announcementPopupMachine);
    d.actor.send({ type: 'announcements.load', audience: 'user' });
    await d.resolve('fetchAnnouncements', [item(3, 'A')]);
    d.actor.send({ type: 'announcement.promo' });
    expect(d.paramsOf('markClosed')).toEqual(['user']);
    expect(d.paramsOf('navigate')).toEqual(['/member?page=rewardCenter']);
  });

  it('the promo button takes a visitor to the promotions page', async () => {
    const d = driveMachine(announcementPopupMachine);
    d.actor.send({ type: 'announcements.load', audience: 'anonymous' });
    await d.resolve('fetchAnnouncements', [item(4, 'B')]);
    d.actor.send({ type: 'announcement.promo' });
    expect(d.paramsOf('markClosed')).toEqual(['anonymous']);
    expect(d.paramsOf('navigate')).toEqual(['/promotions']);
  });
});
