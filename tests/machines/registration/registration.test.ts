import { describe, expect, it } from 'vitest';
import { registrationMachine } from '../../../src/machines/registration/registration.machine.ts';
import type { RegistrationInput } from '../../../src/machines/registration/registration.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, input, refusal, welcome } from '../../../src/flows/models/registration.model.ts';

describe('registration machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('registration', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('registration machine, behaviour', () => {
  const fill = (d: ReturnType<typeof driveMachine<typeof registrationMachine>>, values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) d.actor.send({ type: 'field.change', field, value });
  };

  it("marks each broken field, and clears a field's problem when it is edited", () => {
    const d = driveMachine(registrationMachine, { input });
    d.actor.send({ type: 'register.submit' });
    expect(Object.keys(d.actor.getSnapshot().context.problems).sort()).toEqual(['confirmPassword', 'password', 'username']);
    fill(d, { username: '9lives' });
    expect(d.actor.getSnapshot().context.problems.username).toBeUndefined();
    d.actor.send({ type: 'register.submit' });
    expect(d.actor.getSnapshot().context.problems.username).toEqual({ key: 'validation.pattern.LETTER_FIRST_ALNUM' });
    expect(d.callsOf('register')).toEqual([]);
  });

  it('needs the terms box ticked (it starts ticked)', () => {
    const d = driveMachine(registrationMachine, { input });
    expect(d.actor.getSnapshot().context.terms).toBe(true);
    fill(d, { username: 'luckyjuan', password: 'Play2026', confirmPassword: 'Play2026' });
    d.actor.send({ type: 'terms.toggle' });
    d.actor.send({ type: 'register.submit' });
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'validation.terms' });
    expect(d.callsOf('register')).toEqual([]);
  });

  it('sends trimmed values and signs the new member in, then goes home', async () => {
    const d = driveMachine(registrationMachine, { input });
    fill(d, { username: ' luckyjuan ', password: ' Play2026', confirmPassword: ' Play2026', affiliateCode: ' AGENT01 ' });
    d.actor.send({ type: 'register.submit' });
    expect(d.callsOf('register')).toEqual([
      {
        mode: 'username',
        body: {
          countryDialingCode: '63',
          username: 'luckyjuan',
          password: ' Play2026',
          confirmPassword: ' Play2026',
          affiliateCode: 'AGENT01',
          registerMethod: 'WEB',
          login: true,
        },
      },
    ]);
    await d.resolve('register', welcome);
    expect(d.actions.map((a) => a.name)).toEqual(['signedIn', 'closePopup', 'navigate']);
  });

  it("puts the server's refusals on their fields", async () => {
    const d = driveMachine(registrationMachine, { input });
    fill(d, { username: 'luckyjuan', password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: 'NOPE' });
    d.actor.send({ type: 'register.submit' });
    await d.reject('register', refusal('affiliate.invalid'));
    expect(d.actor.getSnapshot().context.problems).toEqual({ affiliateCode: { key: 'errors.affiliate.invalid' } });
    d.actor.send({ type: 'register.submit' });
    await d.reject('register', refusal('register.invalid', { fields: { email: { key: 'validation.pattern.EMAIL' } } }));
    expect(d.actor.getSnapshot().context.problems).toEqual({ email: { key: 'validation.pattern.EMAIL' } });
    d.actor.send({ type: 'register.submit' });
    await d.reject('register', refusal('TOO_MANY_REQUESTS'));
    expect(d.actor.getSnapshot().context.error).toEqual({ key: 'errors.TOO_MANY_REQUESTS' });
  });
});

describe('registration machine, mobile tab', () => {
  const mobileInput: RegistrationInput = { ...input, tabs: { username: true, mobile: true }, smsVerification: true };

  it('opens on the mobile tab when MOBILENUMREG3 is on', () => {
    expect(driveMachine(registrationMachine, { input: mobileInput }).actor.getSnapshot().context.mode).toBe('mobile');
  });

  it('checks the number before texting a code, then registers by mobile with the code', async () => {
    const d = driveMachine(registrationMachine, { input: mobileInput });
    d.actor.send({ type: 'field.change', field: 'mobileNum', value: '0919' });
    d.actor.send({ type: 'sms.request' });
    expect(d.actor.getSnapshot().context.problems.mobileNum).toEqual({ key: 'validation.phone' });
    d.actor.send({ type: 'register.submit' });
    expect(Object.keys(d.actor.getSnapshot().context.problems).sort()).toEqual(['confirmPassword', 'mobileNum', 'password', 'verificationCode']);
    for (const [field, value] of [
      ['mobileNum', '0919 000 2222'],
      ['verificationCode', '123456'],
      ['password', 'Play2026'],
      ['confirmPassword', 'Play2026'],
    ])
      d.actor.send({ type: 'field.change', field: field!, value: value! });
    d.actor.send({ type: 'register.submit' });
    expect(d.callsOf('register')[0]).toMatchObject({
      mode: 'mobile',
      body: { mobileNum: '0919 000 2222', verificationCode: '123456', countryDialingCode: '63' },
    });
    await d.reject('register', refusal('sms.code.invalid'));
    expect(d.actor.getSnapshot().context.problems).toEqual({ verificationCode: { key: 'errors.sms.code.invalid' } });
  });
});

describe('registration machine, referral link', () => {
  it('prefills the invitation code from the link and sends it', async () => {
    const d = driveMachine(registrationMachine, { input: { ...input, affiliateCode: 'AGENT01' } });
    expect(d.actor.getSnapshot().context.values.affiliateCode).toBe('AGENT01');
    for (const [field, value] of [
      ['username', 'luckyjuan'],
      ['password', 'Play2026'],
      ['confirmPassword', 'Play2026'],
    ])
      d.actor.send({ type: 'field.change', field: field!, value: value! });
    d.actor.send({ type: 'register.submit' });
    expect(d.callsOf('register')[0]).toMatchObject({ body: { affiliateCode: 'AGENT01' } });
  });

  it("hands the invitation code to its checker while it is typed, and a referral link's code at once", () => {
    const checker = (d: ReturnType<typeof driveMachine<typeof registrationMachine>>) => d.actor.getSnapshot().children.affiliate!.getSnapshot();
    const typed = driveMachine(registrationMachine, { input });
    expect(checker(typed).value).toBe('empty');
    typed.actor.send({ type: 'field.change', field: 'affiliateCode', value: 'AGENT01' });
    expect(checker(typed).value).toBe('waiting');
    expect(checker(typed).context.code).toBe('AGENT01');

    const linked = driveMachine(registrationMachine, { input: { ...input, affiliateCode: 'AGENT01' } });
    expect(checker(linked).value).toBe('checking');
  });
});
