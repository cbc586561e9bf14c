import { describe, expect, it } from 'vitest';
import { modalsMachine } from '../../../src/machines/app/modals.machine.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models } from '../../../src/flows/models/modals.model.ts';

describe('modals machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('modals', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('modals machine, behaviour', () => {
  it('returns home when a modal that /login opened is closed', () => {
    const { actor, paramsOf } = driveMachine(modalsMachine);
    actor.send({ type: 'login.open', via: 'route' });
    expect(actor.getSnapshot().value).toBe('login');
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(paramsOf('navigate')).toEqual(['/']);
    // The next modal, opened from a button, must not inherit the route opener.
    expect(actor.getSnapshot().context.openedByRoute).toBe(false);
  });

  it.each([{ type: 'login.open' } as const, { type: 'login.open', via: 'ui' } as const])(
    'stays on the page when a modal opened from the page is closed ($via)',
    (open) => {
      const { actor, paramsOf } = driveMachine(modalsMachine);
      actor.send(open);
      actor.send({ type: 'modal.close' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(paramsOf('navigate')).toEqual([]);
    },
  );

  it('returns home when /register or /help opened the modal', () => {
    for (const open of [{ type: 'register.open', via: 'route' } as const, { type: 'help.open', via: 'route' } as const]) {
      const { actor, paramsOf } = driveMachine(modalsMachine);
      actor.send(open);
      actor.send({ type: 'modal.close' });
      expect(paramsOf('navigate')).toEqual(['/']);
    }
  });

  it('opens help at the anchor of /help#anchor and keeps it while open', () => {
    const { actor } = driveMachine(modalsMachine);
    actor.send({ type: 'help.open', via: 'route', anchor: 'deposit' });
    expect(actor.getSnapshot().value).toBe('help');
    expect(actor.getSnapshot().context.helpAnchor).toBe('deposit');
  });

  it('opens help at the top when no anchor is given', () => {
    const { actor } = driveMachine(modalsMachine);
    actor.send({ type: 'help.open', anchor: 'deposit' });
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'help.open' });
    expect(actor.getSnapshot().context.helpAnchor).toBeNull();
  });

  it('shows one modal at a time: opening another replaces the open one', () => {
    const { actor } = driveMachine(modalsMachine);
    actor.send({ type: 'login.open' });
    actor.send({ type: 'forgetPass.open' });
    expect(actor.getSnapshot().value).toBe('forgetPass');
    actor.send({ type: 'notice.open', index: 3 });
    expect(actor.getSnapshot().value).toBe('noticeModal');
    expect(actor.getSnapshot().context.noticeIndex).toBe(3);
  });

  it('ignores a close when nothing is open', () => {
    const { actor, actions } = driveMachine(modalsMachine);
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actions).toEqual([]);
  });
});

describe('modals machine, chains that start on a modal route', () => {
  it('returns home when /login led to another modal that is then closed', () => {
    const driven = driveMachine(modalsMachine);
    driven.actor.send({ type: 'login.open', via: 'route' });
    driven.actor.send({ type: 'forgetPass.open' });
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('closed');
    expect(driven.paramsOf('navigate')).toEqual(['/']);
    // The next modal opened from the page does not navigate on close.
    driven.actor.send({ type: 'register.open' });
    driven.actor.send({ type: 'modal.close' });
    expect(driven.paramsOf('navigate')).toEqual(['/']);
  });
});

describe('modals machine, forced password change', () => {
  it('cannot be dismissed; it closes when the password has changed', () => {
    const driven = driveMachine(modalsMachine);
    driven.actor.send({ type: 'changePass.open', knownPassword: '123456' });
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('changePass');
    driven.actor.send({ type: 'password.changed' });
    expect(driven.actor.getSnapshot().value).toBe('closed');
    expect(driven.actor.getSnapshot().context.forcedPassword).toBeNull();
  });

  it('a change opened from the member menu can be dismissed', () => {
    const driven = driveMachine(modalsMachine);
    driven.actor.send({ type: 'changePass.open' });
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('closed');
  });
});

describe('modals machine, the announcement over another modal', () => {
  it.each(['login', 'register', 'help'] as const)('closing it over /%s brings that modal back and stays on the route', (name) => {
    const driven = driveMachine(modalsMachine);
    driven.actor.send({ type: `${name}.open`, via: 'route' });
    driven.actor.send({ type: 'announcement.open' });
    expect(driven.actor.getSnapshot().value).toBe('publicModal');
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe(name);
    expect(driven.paramsOf('navigate')).toEqual([]);
    // Closing the modal the route opened still leaves the route, once.
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('closed');
    expect(driven.paramsOf('navigate')).toEqual(['/']);
  });

  it('a forced password change comes back, still forced, when an announcement over it closes', () => {
    const driven = driveMachine(modalsMachine);
    driven.actor.send({ type: 'changePass.open', knownPassword: '123456' });
    driven.actor.send({ type: 'announcement.open' });
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('changePass');
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('changePass');
    expect(driven.actor.getSnapshot().context.forcedPassword).toBe('123456');
  });

  it('an announcement over nothing closes to nothing, and does not bring back a modal closed before it', () => {
    const driven = driveMachine(modalsMachine);
    driven.actor.send({ type: 'login.open' });
    driven.actor.send({ type: 'modal.close' });
    driven.actor.send({ type: 'announcement.open' });
    driven.actor.send({ type: 'modal.close' });
    expect(driven.actor.getSnapshot().value).toBe('closed');
    expect(driven.paramsOf('navigate')).toEqual([]);
  });
});
