// `npm run paths` as a tester reads it: a machine that keeps to its model passes with full coverage; a machine
// with a fault is caught, with the failing path told step by step in plain words; a wrong name lists the right ones.
// The reporter runs in-process on small machines (the sms countdown and the system status take milliseconds).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { runPaths } from '../../../scripts/paths.ts';
import { modelRegistry } from '../../../src/flows/model-registry.ts';
import { flowMachines } from '../../../src/flows/flow-machines.ts';
import { describeEvent, describeStep, stateLabel } from '../../../src/flows/model/path-report.ts';
import { planPaths } from '../../../src/flows/model/harness.ts';
import { models as smsModels } from '../../../src/flows/models/sms-countdown.model.ts';

async function report(names: string[], replayOn?: (machine: AnyStateMachine) => AnyStateMachine) {
  const lines: string[] = [];
  const code = await runPaths(names, { write: (line) => lines.push(line), replayOn });
  return { code, text: lines.join('\n') };
}

/** A scratch copy of a machine whose guard always says no: what a wrong edit of the guard would do. */
const withGuardBroken = (guard: string) => (machine: AnyStateMachine) => machine.provide({ guards: { [guard]: () => false } });

describe('npm run paths', () => {
  it('passes a machine that keeps to its model, with every state and transition reached', async () => {
    const { code, text } = await report(['sms-countdown']);
    expect(code).toBe(0);
    expect(text).toContain('smsCountdown (src/machines/session/sms-countdown.machine.ts)');
    expect(text).toMatch(/paths run: +13\n/);
    expect(text).toMatch(/states covered: +4\/4 \(100%\)/);
    expect(text).toMatch(/transitions covered: +7\/7 \(100%\)/);
    expect(text).toMatch(/failing paths: +0\n/);
    expect(text).toContain('✓ smsCountdown  13 paths, states 100%, transitions 100%');
    expect(text).not.toContain('missed');
  });

  it('catches a broken guard: names the failing path step by step, what was expected and what happened', async () => {
    // The countdown re-enters `counting` while more than one second is left; with the guard broken it stops early.
    const { code, text } = await report(['smsCountdown'], withGuardBroken('moreThanOneLeft'));
    expect(code).toBe(1);
    expect(text).toMatch(/failing paths: +1\n/);
    expect(text).toContain(
      [
        '  failing path 1 of 1:',
        '    starts in idle with input {compensateLatency: false}',
        '    1. sms.send {request: {mobileNum: 9171234567, countryDialingCode: 63}} : idle -> sending',
        '    2. sendCode answers {expiredMinutes: 0.03333333333333333, latencyMs: 0} : sending -> counting',
        '    3. timer tick runs out : counting -> counting   <- here',
        '    expected: counting',
        '    actual:   idle',
      ].join('\n'),
    );
    // The transition the guard allows is never taken, so the coverage says so too.
    expect(text).toMatch(/transitions covered: +6\/7 \(85%\)/);
    expect(text).toContain('missed transition:   smsCountdown.counting --xstate.after.tick.smsCountdown.counting [moreThanOneLeft]--> smsCountdown.counting');
    expect(text).toContain('✗ smsCountdown  13 paths, 1 failing, states 100%, transitions 85%');
  });

  it('catches a guard broken in the source itself: no path fails, and the missed transition is told as a path', async () => {
    // A scratch copy whose guard is wrong plans and replays on the same machine: the paths agree with it, but the
    // transition the guard protects is never taken, and the closest path shows where it should have been.
    const registered = modelRegistry.find((m) => m.name === 'smsCountdown')!;
    const broken = withGuardBroken('moreThanOneLeft')(registered.machine);
    const models = registered.models.map((model) => ({ ...model, machine: broken })) as unknown as typeof registered.models;
    const lines: string[] = [];
    const code = await runPaths([], { write: (line) => lines.push(line), machines: [{ ...registered, machine: broken, models }] });
    const text = lines.join('\n');
    expect(code).toBe(1);
    expect(text).toMatch(/failing paths: +0\n/);
    expect(text).toContain(
      [
        '  missed transition:   smsCountdown.counting --xstate.after.tick.smsCountdown.counting [moreThanOneLeft]--> smsCountdown.counting',
        '    starts in idle with input {compensateLatency: false}',
        '    1. sms.send {request: {mobileNum: 9171234567, countryDialingCode: 63}} : idle -> sending',
        '    2. sendCode answers {expiredMinutes: 0.03333333333333333, latencyMs: 0} : sending -> counting',
        '    3. timer tick runs out : counting -> idle   <- here',
        '    expected: counting (by smsCountdown.counting --xstate.after.tick.smsCountdown.counting [moreThanOneLeft]--> smsCountdown.counting)',
        '    actual:   idle',
      ].join('\n'),
    );
  });

  it('keeps going after a failing path, shows at most three different failures and counts all of them', async () => {
    // Without maintenance every path that expects it fails; they fail in three ways, one of them on five paths.
    const { code, text } = await report(['systemStatus'], withGuardBroken('isMaintenance'));
    expect(code).toBe(1);
    expect(text).toMatch(/failing paths: +7 \(3 different failures\)/);
    expect(text).toContain('failing path 2 of 3 (and 4 more that fail the same way):');
    expect(text.match(/ {4}expected: maintenance\n {4}actual: {3}normal/g)).toHaveLength(3);
    expect(text).toContain('missed state:        systemStatus.maintenance');
    expect(text).toContain('✗ systemStatus  17 paths, 7 failing, states 85%, transitions 80%');
  });

  it('runs several machines (in the registry order) and fails the run when one of them fails', async () => {
    const { code, text } = await report(['affiliateCheck', 'sms-countdown'], withGuardBroken('moreThanOneLeft'));
    expect(code).toBe(1);
    expect(text).toMatch(
      /Summary\n {2}✗ smsCountdown +13 paths, 1 failing, states 100%, transitions 85%\n {2}✓ affiliateCheck +22 paths, states 100%, transitions 100%$/,
    );
  });

  it('exits 2 for a name it does not know, listing the names it does', async () => {
    const { code, text } = await report(['nope']);
    expect(code).toBe(2);
    expect(text).toContain('Unknown machine: nope.');
    for (const { name, file } of modelRegistry) expect(text).toMatch(new RegExp(`\\n {2}${name} +${file}(\\n|$)`));
  });
});

describe('the model registry', () => {
  it('lists the machines in the order of the pictures, every drawn one but the app root', () => {
    const drawn = flowMachines.map(([file]) => file).filter((file) => file !== 'app');
    expect(modelRegistry.map((m) => m.file)).toEqual(drawn);
  });

  it('holds every model in src/flows/models, each under its machine, named by the chart id', () => {
    const modelFiles = readdirSync(fileURLToPath(new URL('../../../src/flows/models/', import.meta.url)))
      .filter((name) => name.endsWith('.model.ts'))
      .map((name) => name.slice(0, -'.model.ts'.length));
    expect(modelRegistry.map((m) => m.file).sort()).toEqual(modelFiles.sort());
    for (const { name, machine, models } of modelRegistry) {
      expect(name).toBe(machine.id);
      for (const model of models) expect(model.machine.id).toBe(machine.id);
    }
  });
});

describe('a step in plain words', () => {
  it('reads as the event, then where it went from and to, with state values dotted', () => {
    const [path] = planPaths(smsModels[0]).filter((p) => p.steps.length >= 3);
    const [start, send, answer] = path!.steps;
    expect(describeStep(start!, null)).toBe('starts in idle');
    expect(describeStep(send!, start!.state)).toBe('sms.send {request: {mobileNum: 9171234567, countryDialingCode: 63}} : idle -> sending');
    expect(describeStep(answer!, send!.state)).toMatch(
      /^sendCode (answers \{expiredMinutes: .*\}|fails with TOO_MANY_REQUESTS) : sending -> (counting|throttled)$/,
    );
  });

  it('names parallel regions, actor failures and timers as what happened', () => {
    expect(stateLabel({ form: { editing: 'idle' }, captcha: 'coolingDown' })).toBe('form.editing.idle + captcha.coolingDown');
    expect(describeEvent({ type: 'xstate.error.actor.login', error: Object.assign(new Error('no'), { errorCode: 'login.failed' }) })).toBe(
      'login fails with login.failed',
    );
    expect(describeEvent({ type: 'xstate.error.actor.fetchCaptcha', error: new Error('offline') })).toBe('fetchCaptcha fails with "offline"');
    expect(describeEvent({ type: 'xstate.after.captchaCooldown.login.captcha.coolingDown' })).toBe('timer captchaCooldown runs out');
    expect(describeEvent({ type: 'xstate.done.actor.logout', output: undefined })).toBe('logout answers');
  });
});
