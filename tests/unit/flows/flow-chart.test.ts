// The flow viewer's chart model (src/flows/chart-graph.ts), read from real machines: the states with their
// descriptions, the pseudo-states a picture needs, and the edges labelled as docs/flows labels them. Also the layout
// (every state inside its compound state) and what the publisher lets out of a tab (secrets masked).
import { describe, expect, it } from 'vitest';
import { and, getInitialSnapshot, not, or, type AnyMachineSnapshot } from 'xstate';
import { activeLeaves, activeNodeIds, chartGraph, edgesOf, type ChartGraph } from '../../../src/flows/chart-graph.ts';
import { guardName, ownTransitions, transitionKey as chartKey } from '../../../src/flows/chart-labels.ts';
import { flowMachines } from '../../../src/flows/flow-machines.ts';
import { sessionReminderMachine } from '../../../src/machines/protection/session-reminder.machine.ts';
import { loginMachine } from '../../../src/machines/session/login.machine.ts';
import { favouritesMachine } from '../../../src/machines/games/favourites.machine.ts';
import { layoutChart } from '../../../src/ui/flows/chart-layout.ts';
import { transitionKey as publishedKey } from '../../../src/ui/flows/publisher.ts';
import { payloadText } from '../../../src/ui/flows/protocol.ts';
import { getStateNodes } from 'xstate/graph';

const labelsOf = (graph: ChartGraph, from: string, to: string) => graph.edges.find((e) => e.from === from && e.to === to)?.transitions.map((t) => t.label);

describe('the chart of the session reminder', () => {
  const graph = chartGraph(sessionReminderMachine);
  const node = (id: string) => graph.nodes.find((n) => n.id === id);

  it('has every state with its kind, its compound state and its description, and what it invokes', () => {
    expect(graph.machineId).toBe('sessionReminder');
    const states = graph.nodes.filter((n) => n.kind !== 'initial' && n.kind !== 'any');
    expect(states.map((n) => [n.id, n.kind, n.parent])).toEqual([
      ['sessionReminder.active', 'compound', null],
      ['sessionReminder.active.choosing', 'atomic', 'sessionReminder.active'],
      ['sessionReminder.active.off', 'atomic', 'sessionReminder.active'],
      ['sessionReminder.active.waiting', 'atomic', 'sessionReminder.active'],
      ['sessionReminder.active.loading', 'atomic', 'sessionReminder.active'],
      ['sessionReminder.active.showing', 'atomic', 'sessionReminder.active'],
      ['sessionReminder.signedOut', 'final', null],
    ]);
    expect(node('sessionReminder.active.waiting')?.description).toBe('Counts down to the next reminder.');
    expect(node('sessionReminder.active.loading')?.invokes).toEqual(['loadSummary']);
    expect(node('sessionReminder.signedOut')?.key).toBe('signedOut');
  });

  it('starts the machine and each compound state at an initial dot, and takes a compound state’s own transitions from its "any state" marker', () => {
    expect(labelsOf(graph, 'sessionReminder#initial', 'sessionReminder.active#initial')).toEqual([]);
    expect(labelsOf(graph, 'sessionReminder.active#initial', 'sessionReminder.active.choosing')).toEqual([]);
    expect(node('sessionReminder.active#any')?.parent).toBe('sessionReminder.active');
    expect(labelsOf(graph, 'sessionReminder.active#any', 'sessionReminder.active.choosing')).toEqual(['reminder.configure']);
  });

  it('labels edges with the event, the guard, the delay and the invoked actor, one line per transition', () => {
    expect(labelsOf(graph, 'sessionReminder.active.choosing', 'sessionReminder.active.waiting')).toEqual(['always [isOn]']);
    expect(labelsOf(graph, 'sessionReminder.active.choosing', 'sessionReminder.active.off')).toEqual(['always']);
    expect(labelsOf(graph, 'sessionReminder.active.waiting', 'sessionReminder.active.loading')).toEqual(['after untilDue']);
    expect(labelsOf(graph, 'sessionReminder.active.loading', 'sessionReminder.active.showing')).toEqual(['done: loadSummary', 'error: loadSummary']);
    expect(labelsOf(graph, 'sessionReminder.active.showing', 'sessionReminder.signedOut')).toEqual(['reminder.signOut']);
    expect(graph.edges).toHaveLength(9);
  });

  it('lights up the active states of a snapshot and names the innermost ones', () => {
    const snapshot = getInitialSnapshot(sessionReminderMachine, { minutes: null, signedInAt: 0, now: () => 0 }) as AnyMachineSnapshot;
    const ids = snapshot._nodes.map((n) => n.id);
    expect([...activeNodeIds(graph, ids)]).toEqual(['sessionReminder.active', 'sessionReminder.active.off']);
    expect(activeLeaves(graph, ids)).toEqual(['active.off']);
  });
});

describe('charts of other machines', () => {
  it('enters a compound state at its initial dot (favourites: switching to signed in)', () => {
    expect(labelsOf(chartGraph(favouritesMachine), 'favourites.switching', 'favourites.signedIn#initial')).toEqual(['always']);
  });

  it('names the guards an and() or an or() combines (login)', () => {
    const graph = chartGraph(loginMachine);
    expect(labelsOf(graph, 'login.form.submitting', 'login.form.editing')).toEqual([
      'done: login [and(nonAgentOnAgentPage, captchaSent)]',
      'done: login [nonAgentOnAgentPage]',
      'error: login [or(captchaFlagged, captchaSent)]',
      'error: login',
    ]);
  });

  it('names nested combinations, not() included', () => {
    expect(guardName(not(and(['isOn', or(['isTrial', { type: 'isVisitor' }])])))).toBe('not(and(isOn, or(isTrial, isVisitor)))');
  });

  it('finds the edge of a transition the actor took by its key', () => {
    const graph = chartGraph(sessionReminderMachine);
    const always = ownTransitions(sessionReminderMachine.root.states.active!.states.choosing!)[0]!;
    expect([...edgesOf(graph, [chartKey(always)])]).toEqual(['sessionReminder.active.choosing->sessionReminder.active.waiting']);
  });

  it.each(flowMachines.map(([file, machine]) => [file, machine] as const))(
    '%s: every transition has an edge, and the publisher names it as the chart does',
    (_file, machine) => {
      const graph = chartGraph(machine);
      const keys = new Set(graph.edges.flatMap((e) => e.transitions.map((t) => t.key)));
      const transitions = [machine.root, ...getStateNodes(machine.root)].flatMap(ownTransitions);
      expect(transitions.map(chartKey).filter((key) => !keys.has(key))).toEqual([]);
      expect(transitions.map(publishedKey)).toEqual(transitions.map(chartKey));
    },
  );

  it.each(flowMachines.map(([file, machine]) => [file, machine] as const))(
    '%s: the layout keeps every state inside its compound state, under its title',
    (_file, machine) => {
      const layout = layoutChart(chartGraph(machine));
      const boxes = new Map([...layout.nodes, ...layout.clusters].map((b) => [b.node.id, b]));
      const misplaced = [...boxes.values()].filter((b) => {
        const parent = b.node.parent ? layout.clusters.find((c) => c.node.id === b.node.parent) : undefined;
        if (!parent) return false;
        const inside = b.x >= parent.x && b.y >= parent.y && b.x + b.width <= parent.x + parent.width && b.y + b.height <= parent.y + parent.height;
        return !inside || b.y < parent.header.y + parent.header.height;
      });
      expect(misplaced.map((b) => b.node.id)).toEqual([]);
    },
  );
});

describe('what a tab publishes of an event', () => {
  it('masks what a player types into a secret field, and fields named like secrets', () => {
    expect(payloadText({ type: 'field.change', field: 'password', value: 'hunter2' } as { type: string })).toBe('{"field":"password","value":"•••"}');
    expect(payloadText({ type: 'field.change', field: 'verificationCode', value: '123456' } as { type: string })).toBe(
      '{"field":"verificationCode","value":"•••"}',
    );
    expect(payloadText({ type: 'field.change', field: 'username', value: 'demo' } as { type: string })).toBe('{"field":"username","value":"demo"}');
    const done = payloadText({ type: 'xstate.done.actor.login', output: { token: 'abc', captcha: 'XY12', code: '999', member: 'demo' } } as { type: string });
    expect(done).not.toMatch(/abc|XY12|999/);
    expect(done).toContain('"member":"demo"');
  });

  it('keeps an error’s code and message, flags, and cuts long values', () => {
    const error = Object.assign(new Error('Incorrect username or password'), { errorCode: 'login.failed', value: { captcha: true } });
    const text = payloadText({ type: 'xstate.error.actor.login', error } as { type: string });
    expect(JSON.parse(text)).toMatchObject({ error: { errorCode: 'login.failed', message: 'Incorrect username or password', value: { captcha: true } } });
    expect(payloadText({ type: 'x', image: `data:image/png;base64,${'A'.repeat(5000)}` } as { type: string }).length).toBeLessThan(120);
    expect(
      JSON.parse(payloadText({ type: 'xstate.done.actor.loadFavourites', output: Array.from({ length: 500 }, (_, i) => i) } as { type: string })).output,
    ).toEqual([...Array.from({ length: 12 }, (_, i) => i), '… 488 more']);
    expect(payloadText({ type: 'login.submit' })).toBe('');
  });
});
