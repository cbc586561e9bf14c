// What the site walks plan (src/flows/site/plan-site-paths.ts), on the real maps: a timer of seconds comes before
// anything a person does, a deadline of minutes leaves the person's events beside it, a state the page passes
// through is not walked to twice for what the map tells apart in the context, a silent actor (an open stream) leaves
// the steps to the person and the world, and a timeout the server's answer outruns is never a step.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { planSitePaths } from '../../../src/flows/site/plan-site-paths.ts';
import type { SiteMap } from '../../../src/machines/shared/site-map.ts';
import type { PlannedPath } from '../../../src/flows/model/harness.ts';
import { withdrawalConfirmationSite } from '../../../src/machines/withdrawal/withdrawal-confirmation.site.ts';
import { sessionReminderSite } from '../../../src/machines/protection/session-reminder.site.ts';
import { changePasswordSite } from '../../../src/machines/session/change-password.site.ts';
import { liveUpdatesSite } from '../../../src/machines/live/live-updates.site.ts';

const any = (map: object) => map as SiteMap<AnyStateMachine>;
const steps = (path: PlannedPath) => path.steps.slice(1) as { event: AnyEventObject; state: AnyMachineSnapshot }[];
/** Each step's event type after a state matching `value`, over all paths. */
const nextAfter = (paths: PlannedPath[], value: object | string) =>
  paths.flatMap((path) => {
    const all = path.steps as { event: AnyEventObject; state: AnyMachineSnapshot }[];
    return all.slice(0, -1).flatMap((step, i) => (step.state.matches(value as never) ? [all[i + 1]!.event.type] : []));
  });

describe('the site walks planned', () => {
  it('offer a person the answers beside a deadline of minutes (the withdrawal parts), and walk the deadline too', () => {
    const paths = planSitePaths(any(withdrawalConfirmationSite), { set: 'moves' });
    const afterAwaiting = new Set(nextAfter(paths, { ready: 'awaiting' }));
    expect(afterAwaiting).toEqual(
      new Set([
        'withdrawal.received',
        'withdrawal.notReceived',
        'withdrawal.allReceived',
        'withdrawal.reload',
        'xstate.after.confirmDeadline.withdrawalConfirmation.ready.awaiting',
      ]),
    );
    const deadline = planSitePaths(any(withdrawalConfirmationSite), { set: 'states' }).find((p) =>
      steps(p).some((s) => s.state.matches({ ready: 'deadlinePassed' })),
    );
    expect(steps(deadline!).at(-1)!.state.matches({ ready: 'allReceived' })).toBe(true);
  });

  it('let a timer that is not a deadline (the session reminder coming due) come before anything a person does', () => {
    const paths = planSitePaths(any(sessionReminderSite), { set: 'moves' });
    const afterWaiting = nextAfter(paths, { active: 'waiting' });
    expect(afterWaiting.length).toBeGreaterThan(0);
    expect(new Set(afterWaiting)).toEqual(new Set(['xstate.after.untilDue.sessionReminder.active.waiting']));
  });

  it('walk to a passing state once, whatever else the map tells apart (the change-password form sent once per path)', () => {
    const paths = planSitePaths(any(changePasswordSite), { set: 'states' });
    for (const path of paths) expect(steps(path).filter((s) => s.event.type === 'password.submit')).toHaveLength(1);
    // The refusal and the change, each walked.
    const ends = paths.map((p) => steps(p).at(-1)!);
    expect(ends.some((s) => s.state.matches('done'))).toBe(true);
    expect(ends.some((s) => s.state.matches('editing') && s.event.type === 'xstate.error.actor.changePassword')).toBe(true);
  });

  it('leave an open stream to what the world does to it, and never wait out the connect timeout the answer outruns', () => {
    const paths = planSitePaths(any(liveUpdatesSite), { set: 'moves' });
    expect(new Set(nextAfter(paths, { linked: 'open' }))).toEqual(new Set(['live.event', 'xstate.error.actor.stream']));
    expect(new Set(nextAfter(paths, { linked: 'connecting' }))).toEqual(new Set(['live.opened']));
    // Down, back, and open again.
    expect(paths.some((p) => steps(p).some((s) => s.state.matches('down')) && steps(p).at(-1)!.state.matches({ linked: 'open' }))).toBe(true);
  });
});
