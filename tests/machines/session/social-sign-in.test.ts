import { describe, expect, it } from 'vitest';
import { socialSignInMachine } from '../../../src/machines/session/social-sign-in.machine.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, TICKET, cancelled, expired, linkRequired, signedIn, wrongPassword } from '../../../src/flows/models/social-sign-in.model.ts';

describe('socialSignIn machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('socialSignIn', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('socialSignIn machine, behaviour', () => {
  const start = () => {
    const d = driveMachine(socialSignInMachine, { input: { ticket: TICKET } });
    return { d, signedInWith: () => d.paramsOf('signedIn'), closed: () => d.paramsOf('close').length };
  };

  it("hands the ticket's session to the site and closes", async () => {
    const { d, signedInWith, closed } = start();
    expect(d.callsOf('exchangeTicket')).toEqual([TICKET]);
    await d.resolve('exchangeTicket', signedIn);
    expect(signedInWith()).toEqual(['social-token']);
    expect(closed()).toBe(1);
    expect(d.actor.getSnapshot().status).toBe('done');
  });

  it('asks the existing account for its password, says when it is wrong, and links with the right one', async () => {
    const { d, signedInWith } = start();
    await d.reject('exchangeTicket', linkRequired);
    expect(d.actor.getSnapshot().context.link).toEqual({ provider: 'google', account: 'demo' });
    d.actor.send({ type: 'link.submit' });
    expect(d.actor.getSnapshot().context.error).toBe('validation.passwordRequired');
    expect(d.callsOf('linkAccount')).toEqual([]);
    d.actor.send({ type: 'password.change', value: 'nope' });
    d.actor.send({ type: 'link.submit' });
    expect(d.callsOf('linkAccount')).toEqual([{ ticket: TICKET, password: 'nope' }]);
    await d.reject('linkAccount', wrongPassword);
    expect(d.actor.getSnapshot().value).toBe('confirming');
    expect(d.actor.getSnapshot().context).toMatchObject({ error: 'errors.login.failed', password: '' });
    d.actor.send({ type: 'password.change', value: 'Demo1234' });
    d.actor.send({ type: 'link.submit' });
    await d.resolve('linkAccount', { ...signedIn, token: 'linked-token' });
    expect(signedInWith()).toEqual(['linked-token']);
  });

  it("words the provider's refusal in the social namespace and closes when dismissed", async () => {
    const { d, signedInWith, closed } = start();
    await d.reject('exchangeTicket', cancelled);
    expect(d.actor.getSnapshot().context.error).toBe('social.errors.cancelled');
    d.actor.send({ type: 'social.dismiss' });
    expect(closed()).toBe(1);
    expect(signedInWith()).toEqual([]);
  });

  it('ends with the refusal when the ticket ran out while the password was typed', async () => {
    const { d } = start();
    await d.reject('exchangeTicket', linkRequired);
    d.actor.send({ type: 'password.change', value: 'Demo1234' });
    d.actor.send({ type: 'link.submit' });
    await d.reject('linkAccount', expired);
    expect(d.actor.getSnapshot().value).toBe('failed');
    expect(d.actor.getSnapshot().context.error).toBe('social.errors.expired');
  });
});
