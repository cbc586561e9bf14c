import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../../src/machines/session/session.machine.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { memberOfType } from '../../../src/flows/models/samples.ts';
import type { SessionChanged } from '../../../src/machines/session/session.types.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, PLAYER, TRIAL, refused } from '../../../src/flows/models/session.model.ts';

const AGENT_TYPES = [1, 2, 41, 42];

describe('session machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('session', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

/** A session started from a stored token whose member info arrived with this member type. */
async function signedInAs(type: number) {
  const driven = driveMachine(sessionMachine, { input: { token: 'stored-token' } });
  await driven.resolve('loadMemberInfo', memberOfType(type));
  return driven;
}

describe('session machine, behaviour', () => {
  it('starts as a visitor without a token, loading nothing', () => {
    const driven = driveMachine(sessionMachine, { input: { token: null } });
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.calls).toEqual([]);
  });

  it('loads the member info for a token from the input and lands in signedIn.member', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: 'stored-token' } });
    expect(driven.actor.getSnapshot().value).toBe('loadingInfo');
    expect(driven.actor.getSnapshot().hasTag('ui:loading')).toBe(true);
    expect(driven.callsOf('loadMemberInfo')).toEqual([{ token: 'stored-token' }]);

    await driven.resolve('loadMemberInfo', memberOfType(PLAYER));
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'member' });
    expect(driven.actor.getSnapshot().context).toMatchObject({ token: 'stored-token', member: memberOfType(PLAYER) });
  });

  it.each(AGENT_TYPES)('lands in signedIn.agent for member type %i', async (type) => {
    const driven = await signedInAs(type);
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'agent' });
  });

  it('lands in signedIn.trial for member type 4', async () => {
    const driven = await signedInAs(TRIAL);
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'trial' });
  });

  it('tells whoever listens each role it settles on, with its member, and nothing while it loads', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: null } });
    const told: SessionChanged[] = [];
    driven.actor.on('session.changed', (event) => told.push(event));
    driven.actor.send({ type: 'session.signedIn', token: 'login-token' });
    expect(told).toEqual([]);
    await driven.resolve('loadMemberInfo', memberOfType(PLAYER));
    // A reload of the member info settles again on the same member: listeners decide that nothing changed.
    driven.actor.send({ type: 'session.reload' });
    await driven.resolve('reloadMemberInfo', memberOfType(PLAYER));
    // Another login over the first one, an agent this time.
    driven.actor.send({ type: 'session.signedIn', token: 'agent-token' });
    await driven.resolve('loadMemberInfo', memberOfType(1));
    driven.actor.send({ type: 'session.logout' });
    await driven.resolve('logout');
    expect(told).toEqual([
      { type: 'session.changed', role: 'member', memberId: 1000 },
      { type: 'session.changed', role: 'member', memberId: 1000 },
      { type: 'session.changed', role: 'agent', memberId: 1001 },
      { type: 'session.changed', role: 'visitor', memberId: null },
    ]);
  });

  it('says a trial player and an expired session settled too', async () => {
    const driven = await signedInAs(TRIAL);
    const told: SessionChanged[] = [];
    driven.actor.on('session.changed', (event) => told.push(event));
    driven.actor.send({ type: 'session.expired' });
    expect(told).toEqual([{ type: 'session.changed', role: 'visitor', memberId: null }]);
    const started = driveMachine(sessionMachine, { input: { token: 'trial-token' } });
    started.actor.on('session.changed', (event) => told.push(event));
    await started.resolve('loadMemberInfo', memberOfType(TRIAL));
    expect(told.at(-1)).toEqual({ type: 'session.changed', role: 'trial', memberId: 1004 });
  });

  it('drops a token the server refuses and becomes a visitor', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: 'stale-token' } });
    await driven.reject('loadMemberInfo', refused);
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.actor.getSnapshot().context).toMatchObject({ token: null, member: null });
    expect(driven.paramsOf('clearSession')).toHaveLength(1);
  });

  it('stores the token of a finished login and loads its member info', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: null } });
    driven.actor.send({ type: 'session.signedIn', token: 'login-token' });
    expect(driven.paramsOf('persistToken')).toEqual(['login-token']);
    expect(driven.callsOf('loadMemberInfo')).toEqual([{ token: 'login-token' }]);
    await driven.resolve('loadMemberInfo', memberOfType(PLAYER));
    expect(driven.actor.getSnapshot().matches({ signedIn: 'member' })).toBe(true);
  });

  it('clears the session and goes home on a 401 (session.expired)', async () => {
    const driven = await signedInAs(PLAYER);
    driven.actor.send({ type: 'session.expired' });
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.actor.getSnapshot().context).toMatchObject({ token: null, member: null });
    expect(driven.actions.map((a) => a.name)).toEqual(['clearSession', 'navigate']);
    expect(driven.paramsOf('navigate')).toEqual(['/']);
  });

  it('logs out through the logout call, then clears the session and goes home', async () => {
    const driven = await signedInAs(PLAYER);
    driven.actor.send({ type: 'session.logout' });
    expect(driven.actor.getSnapshot().value).toBe('loggingOut');
    expect(driven.callsOf('logout')).toEqual([{ token: 'stored-token' }]);
    // Nothing is cleared before the server answered.
    expect(driven.paramsOf('clearSession')).toEqual([]);

    await driven.resolve('logout');
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.paramsOf('clearSession')).toHaveLength(1);
    expect(driven.paramsOf('navigate')).toEqual(['/']);
  });

  it('clears the session even when the logout call fails', async () => {
    const driven = await signedInAs(PLAYER);
    driven.actor.send({ type: 'session.logout' });
    await driven.reject('logout', new Error('offline'));
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.actor.getSnapshot().context).toMatchObject({ token: null, member: null });
    expect(driven.paramsOf('clearSession')).toHaveLength(1);
    expect(driven.paramsOf('navigate')).toEqual(['/']);
  });

  it("sends a visitor's protected route to the login popup", () => {
    const driven = driveMachine(sessionMachine, { input: { token: null } });
    driven.actor.send({ type: 'route.protected' });
    expect(driven.paramsOf('navigate')).toEqual(['/login']);
  });

  it("lets a member's protected route through", async () => {
    const driven = await signedInAs(PLAYER);
    driven.actor.send({ type: 'route.protected' });
    expect(driven.paramsOf('navigate')).toEqual([]);
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'member' });
  });

  it("sends a trial's protected route home and says a real account is needed", async () => {
    const driven = await signedInAs(TRIAL);
    driven.actor.send({ type: 'route.protected' });
    expect(driven.actions).toEqual([
      { name: 'navigate', params: '/' },
      { name: 'notify', params: 'session.needRealAccount' },
    ]);
  });

  it.each([
    ['a visitor', null],
    ['a member', PLAYER],
    ['a trial', TRIAL],
  ] as const)('sends %s away from agent-only routes to /agent', async (_who, type) => {
    const driven = type === null ? driveMachine(sessionMachine, { input: { token: null } }) : await signedInAs(type);
    driven.actor.send({ type: 'route.agentOnly' });
    expect(driven.paramsOf('navigate')).toEqual(['/agent']);
  });

  it('lets an agent open agent-only routes', async () => {
    const driven = await signedInAs(1);
    driven.actor.send({ type: 'route.agentOnly' });
    expect(driven.paramsOf('navigate')).toEqual([]);
  });

  it('reloads the member info and re-picks the role (a member who became an agent)', async () => {
    const driven = await signedInAs(PLAYER);
    driven.actor.send({ type: 'session.reload' });
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'reloading' });
    expect(driven.callsOf('loadMemberInfo')).toEqual([{ token: 'stored-token' }, { token: 'stored-token' }]);
    await driven.resolve('reloadMemberInfo', memberOfType(41));
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'agent' });
  });

  it('keeps the member signed in when a reload fails', async () => {
    const driven = await signedInAs(TRIAL);
    driven.actor.send({ type: 'session.reload' });
    await driven.reject('reloadMemberInfo', new Error('offline'));
    expect(driven.actor.getSnapshot().value).toEqual({ signedIn: 'trial' });
    expect(driven.actor.getSnapshot().context.member).toEqual(memberOfType(TRIAL));
  });

  it('applies a language change and, once signed in, reports it to the server', async () => {
    const visitor = driveMachine(sessionMachine, { input: { token: null } });
    visitor.actor.send({ type: 'language.change', language: 'th' });
    expect(visitor.paramsOf('applyLanguage')).toEqual(['th']);
    expect(visitor.callsOf('reportLanguage')).toEqual([]);

    const member = await signedInAs(PLAYER);
    member.actor.send({ type: 'language.change', language: 'vi' });
    expect(member.paramsOf('applyLanguage')).toEqual(['vi']);
    expect(member.callsOf('reportLanguage')).toEqual([{ language: 'vi' }]);
  });
});

describe('session machine, start-up edge cases', () => {
  it('remembers a protected route visited while loading and sends the visitor to /login when the token is refused', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: 'stale-token' } });
    driven.actor.send({ type: 'route.protected' });
    expect(driven.paramsOf('navigate')).toEqual([]);
    await driven.reject('loadMemberInfo', refused);
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.paramsOf('navigate')).toEqual(['/login']);
    expect(driven.actor.getSnapshot().context.pendingAccess).toBeNull();
  });

  it('keeps the token on a network failure and asks again after 1 s, then 2 s', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: 'stored-token' } });
    await driven.reject('loadMemberInfo', new Error('offline'));
    expect(driven.actor.getSnapshot().value).toBe('retryingInfo');
    expect(driven.actor.getSnapshot().context.token).toBe('stored-token');
    expect(driven.paramsOf('clearSession')).toEqual([]);
    driven.advance(1000);
    expect(driven.callsOf('loadMemberInfo')).toHaveLength(2);
    await driven.reject('loadMemberInfo', new Error('offline'));
    driven.advance(1999);
    expect(driven.callsOf('loadMemberInfo')).toHaveLength(2);
    driven.advance(1);
    await driven.resolve('loadMemberInfo', memberOfType(PLAYER));
    expect(driven.actor.getSnapshot().matches({ signedIn: 'member' })).toBe(true);
  });

  it('blocks a trial from a protected route visited during a reload', async () => {
    const driven = await signedInAs(TRIAL);
    driven.actor.send({ type: 'session.reload' });
    driven.actor.send({ type: 'route.protected' });
    await driven.resolve('reloadMemberInfo', memberOfType(TRIAL));
    expect(driven.actor.getSnapshot().matches({ signedIn: 'trial' })).toBe(true);
    expect(driven.paramsOf('navigate')).toEqual(['/']);
    expect(driven.paramsOf('notify')).toEqual(['session.needRealAccount']);
  });

  it('lets a new login replace the current session', async () => {
    const driven = await signedInAs(PLAYER);
    driven.actor.send({ type: 'session.signedIn', token: 'agent-token' });
    expect(driven.paramsOf('persistToken')).toEqual(['agent-token']);
    await driven.resolve('loadMemberInfo', memberOfType(1));
    expect(driven.actor.getSnapshot().matches({ signedIn: 'agent' })).toBe(true);
  });
});

describe('session machine, free play', () => {
  it('makes a trial account and signs it in like any login', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: null } });
    driven.actor.send({ type: 'session.freePlay' });
    expect(driven.actor.getSnapshot().value).toBe('startingFreePlay');
    await driven.resolve('startFreePlay', { token: 'trial-token' });
    expect(driven.paramsOf('persistToken')).toEqual(['trial-token']);
    expect(driven.callsOf('loadMemberInfo')).toEqual([{ token: 'trial-token' }]);
    await driven.resolve('loadMemberInfo', memberOfType(TRIAL));
    expect(driven.actor.getSnapshot().matches({ signedIn: 'trial' })).toBe(true);
  });

  it('stays a visitor and says so when free play cannot start', async () => {
    const driven = driveMachine(sessionMachine, { input: { token: null } });
    driven.actor.send({ type: 'session.freePlay' });
    await driven.reject('startFreePlay', new Error('offline'));
    expect(driven.actor.getSnapshot().value).toBe('visitor');
    expect(driven.paramsOf('notify')).toEqual(['session.freePlayFailed']);
  });
});

describe('session machine, first login', () => {
  it('makes the first-login call once the info says it is the first login, and not otherwise', async () => {
    const first = driveMachine(sessionMachine, { input: { token: 'new-member' } });
    await first.resolve('loadMemberInfo', { ...memberOfType(PLAYER), firstTimeLogin: true });
    expect(first.callsOf('markFirstLogin')).toHaveLength(1);
    expect(first.actor.getSnapshot().matches({ signedIn: 'member' })).toBe(true);

    const returning = driveMachine(sessionMachine, { input: { token: 'old-member' } });
    await returning.resolve('loadMemberInfo', memberOfType(PLAYER));
    expect(returning.callsOf('markFirstLogin')).toEqual([]);
  });
});
