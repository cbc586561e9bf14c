import { describe, expect, it } from 'vitest';
import { announcementPopupMachine } from '../../../src/machines/content/announcement-popup.machine.ts';
import type { Audience } from '../../../src/machines/content/announcement-popup.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, item } from '../../../src/flows/models/announcement-popup.model.ts';

/** The closed flags of one browser session, as the composition root keeps them in session storage. */
function closedFlags(initial: Audience[] = []) {
  const closed = new Set<Audience>(initial);
  return {
    closed,
    guards: { closedFor: (_: unknown, audience: Audience) => closed.has(audience) },
  };
}

describe('announcementPopup machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
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
