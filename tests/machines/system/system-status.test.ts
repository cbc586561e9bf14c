import { describe, expect, it } from 'vitest';
import { systemStatusMachine } from '../../../src/machines/system/system-status.machine.ts';
import { RECHECK_MS } from '../../../src/machines/system/system-status.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { maintenanceStatus, normalStatus, regionRestrictedStatus } from '../../../src/flows/models/samples.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models } from '../../../src/flows/models/system-status.model.ts';

describe('systemStatus machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('systemStatus', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('systemStatus machine, behaviour', () => {
  const start = () => driveMachine(systemStatusMachine);

  it('shows the loader while the first status request runs', () => {
    const { actor, callsOf } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('ui:loading')).toBe(true);
    expect(callsOf('fetchStatus')).toHaveLength(1);
  });

  it('retries after a network failure, waiting 1 s, then 2 s, then 4 s', async () => {
    const driven = start();
    for (const [failure, pause] of [1000, 2000, 4000].entries()) {
      await driven.reject('fetchStatus', new Error('Network link is abnormal'));
      const snapshot = driven.actor.getSnapshot();
      expect(snapshot.value).toBe('retrying');
      expect(snapshot.hasTag('ui:networkError')).toBe(true);
      expect(snapshot.context.error).toBe('Network link is abnormal');

      driven.advance(pause - 1);
      expect(driven.actor.getSnapshot().value).toBe('retrying');
      expect(driven.callsOf('fetchStatus')).toHaveLength(failure + 1);
      driven.advance(1);
      expect(driven.actor.getSnapshot().value).toBe('loading');
      expect(driven.callsOf('fetchStatus')).toHaveLength(failure + 2);
    }
    await driven.resolve('fetchStatus', normalStatus);
    expect(driven.actor.getSnapshot().value).toBe('normal');
    // A success resets the backoff and clears the error the network page showed.
    expect(driven.actor.getSnapshot().context).toMatchObject({ attempts: 0, error: null });
  });

  it('retries at once when the player asks, without waiting for the pause', async () => {
    const driven = start();
    await driven.reject('fetchStatus', new Error('offline'));
    driven.actor.send({ type: 'status.retry' });
    expect(driven.actor.getSnapshot().value).toBe('loading');
    expect(driven.callsOf('fetchStatus')).toHaveLength(2);
  });

  it('shows the maintenance page with its end time when status code 1 arrives', async () => {
    const driven = start();
    await driven.resolve('fetchStatus', maintenanceStatus);
    const snapshot = driven.actor.getSnapshot();
    expect(snapshot.value).toBe('maintenance');
    expect(snapshot.context.status?.maintenance.endTime).toBe('2030-01-01T02:00:00Z');
  });

  it('shows the region block with the visitor IP when status code 2 arrives', async () => {
    const driven = start();
    await driven.resolve('fetchStatus', regionRestrictedStatus);
    expect(driven.actor.getSnapshot().value).toBe('regionRestricted');
    expect(driven.actor.getSnapshot().context.status?.regionRestriction.ip).toBe('198.51.100.23');
  });

  it('keeps the whitelabel flags of the last status, a module on only when its parents are', async () => {
    const driven = start();
    await driven.resolve('fetchStatus', normalStatus);
    expect(driven.actor.getSnapshot().context.flags).toEqual({ register: true, smsRegister: false, favourites: true });
  });

  it('re-checks every 30 s and moves from maintenance back to normal', async () => {
    const driven = start();
    await driven.resolve('fetchStatus', maintenanceStatus);

    driven.advance(RECHECK_MS - 1);
    expect(driven.actor.getSnapshot().value).toBe('maintenance');
    expect(driven.callsOf('fetchStatus')).toHaveLength(1);
    driven.advance(1);
    // The maintenance page stays up while the background request runs.
    expect(driven.actor.getSnapshot().value).toBe('rechecking');
    expect(driven.actor.getSnapshot().hasTag('ui:loading')).toBe(false);
    expect(driven.callsOf('fetchStatus')).toHaveLength(2);

    await driven.resolve('fetchStatus', normalStatus);
    expect(driven.actor.getSnapshot().value).toBe('normal');
    driven.advance(RECHECK_MS);
    expect(driven.callsOf('fetchStatus')).toHaveLength(3);
  });

  it('stays on the current page when a background re-check fails', async () => {
    const driven = start();
    await driven.resolve('fetchStatus', maintenanceStatus);
    driven.actor.send({ type: 'status.refresh' });
    await driven.reject('fetchStatus', new Error('offline'));
    expect(driven.actor.getSnapshot().value).toBe('maintenance');
    // And it keeps re-checking on the timer.
    driven.advance(RECHECK_MS);
    expect(driven.actor.getSnapshot().value).toBe('rechecking');
  });
});
