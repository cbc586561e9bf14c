import { describe, expect, it } from 'vitest';
import { promotionApplicationMachine, statusAfterRefusal } from '../../../src/machines/promotions/promotion-application.machine.ts';
import { canAct, cardStatus, isBusy, isEditing, promotionProblem, remarkUsed } from '../../../src/machines/promotions/promotion-application.selectors.ts';
import type { PromotionApplicationEmitted, PromotionApplicationInput } from '../../../src/machines/promotions/promotion-application.types.ts';
import { APPLICATION_MAX_IMAGE_BYTES } from '../../../contract/rules/promotion-application.ts';
import { paths } from '../../../src/domain/paths.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, refusal, offline, expired, join, apply, card } from '../../../src/flows/models/promotion-application.model.ts';

const image = (name: string, type: string, size = 150_000) => new File([new Uint8Array(size)], name, { type });

describe('promotionApplication machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('promotionApplication', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('promotionApplication machine, behaviour', () => {
  const start = (input: PromotionApplicationInput) => {
    const d = driveMachine(promotionApplicationMachine, { input });
    const changes: PromotionApplicationEmitted[] = [];
    d.actor.on('promotion.changed', (event) => changes.push(event));
    return { d, changes, snap: () => d.actor.getSnapshot() };
  };

  it('joins, says so, and waits for the target once joined', async () => {
    const { d, changes, snap } = start({ card: join, viewer: 'member' });
    expect([cardStatus(snap()), canAct(snap())]).toEqual(['join', true]);
    d.actor.send({ type: 'promotion.act' });
    expect(d.callsOf('joinPromotion')).toEqual([{ promotionId: 5 }]);
    expect(isBusy(snap())).toBe(true);
    // A second press while the call runs sends nothing.
    d.actor.send({ type: 'promotion.act' });
    expect(d.calls).toHaveLength(1);
    await d.resolve('joinPromotion', { promotionId: 5, status: 'joined' });
    expect([cardStatus(snap()), canAct(snap()), isBusy(snap())]).toEqual(['joined', false, false]);
    expect(changes).toEqual([{ type: 'promotion.changed', change: 'joined', amount: null }]);
    // The job pays the target: the next list says there is a reward to claim.
    d.actor.send({ type: 'promotion.sync', card: { ...join, status: 'claim', rewardId: 9 } });
    expect([cardStatus(snap()), canAct(snap())]).toEqual(['claim', true]);
  });

  it('takes the status a refusal names: joined already, or ended meanwhile', async () => {
    const { d, snap } = start({ card: join, viewer: 'member' });
    d.actor.send({ type: 'promotion.act' });
    await d.reject('joinPromotion', refusal('promotion.already.joined', 200, { promotionId: 5, status: 'joined' }, 'You have joined this promotion already'));
    expect(cardStatus(snap())).toBe('joined');
    expect(promotionProblem(snap())).toEqual({ code: 'promotion.already.joined', message: 'You have joined this promotion already', fileName: null });

    const ended = start({ card: join, viewer: 'member' });
    ended.d.actor.send({ type: 'promotion.act' });
    await ended.d.reject('joinPromotion', refusal('promotion.closed'));
    expect([cardStatus(ended.snap()), canAct(ended.snap())]).toEqual(['closed', false]);
    // A failure on the way changes nothing: the member may try again.
    const flaky = start({ card: join, viewer: 'member' });
    flaky.d.actor.send({ type: 'promotion.act' });
    await flaky.d.reject('joinPromotion', offline);
    expect([cardStatus(flaky.snap()), canAct(flaky.snap()), promotionProblem(flaky.snap())?.code]).toEqual(['join', true, 'network.error']);
  });

  it('checks the remark and the images before sending, as the server would', async () => {
    const { d, snap } = start({ card: apply, viewer: 'member' });
    d.actor.send({ type: 'promotion.act' });
    expect(isEditing(snap())).toBe(true);
    d.actor.send({ type: 'apply.submit' });
    expect(promotionProblem(snap())?.code).toBe('promotion.remark.required');
    d.actor.send({ type: 'apply.remark', remark: 'x'.repeat(141) });
    // Typing clears the remark's message; the count is live.
    expect(promotionProblem(snap())).toBeNull();
    expect(remarkUsed(snap())).toBe(141);
    d.actor.send({ type: 'apply.submit' });
    expect(promotionProblem(snap())).toEqual({ code: 'promotion.remark.tooLong', message: null, fileName: null });
    d.actor.send({ type: 'apply.remark', remark: `  ${'🎰'.repeat(140)}  ` });
    expect(remarkUsed(snap())).toBe(140);

    const png = image('win.png', 'image/png');
    const choices: Array<[File[], string, string | null]> = [
      [[png, png, png, png], 'promotion.image.tooMany', null],
      [[png, image('huge.png', 'image/png', APPLICATION_MAX_IMAGE_BYTES + 1)], 'promotion.image.tooLarge', 'huge.png'],
      [[image('anim.gif', 'image/gif')], 'promotion.image.invalid', 'anim.gif'],
      [[image('empty.png', 'image/png', 0)], 'promotion.image.invalid', 'empty.png'],
    ];
    for (const [files, code, fileName] of choices) {
      d.actor.send({ type: 'apply.files', files });
      expect(promotionProblem(snap())).toEqual({ code, message: null, fileName });
      d.actor.send({ type: 'apply.submit' });
      expect(promotionProblem(snap())?.code).toBe(code);
    }
    expect(d.callsOf('applyPromotion')).toEqual([]);
    // A good choice clears the message; exactly 5 MB and no image at all are both fine.
    const edge = image('edge.jpg', 'image/jpeg', APPLICATION_MAX_IMAGE_BYTES);
    d.actor.send({ type: 'apply.files', files: [edge] });
    expect(promotionProblem(snap())).toBeNull();
    d.actor.send({ type: 'apply.submit' });
    expect(d.callsOf('applyPromotion')).toEqual([{ promotionId: 6, remark: `  ${'🎰'.repeat(140)}  `, files: [edge] }]);
    expect([isEditing(snap()), isBusy(snap())]).toEqual([true, true]);
  });

  it('keeps the form and says why when the server refuses an image, and waits for the review once sent', async () => {
    const { d, changes, snap } = start({ card: apply, viewer: 'member' });
    d.actor.send({ type: 'promotion.act' });
    d.actor.send({ type: 'apply.remark', remark: 'Eight banker wins' });
    const fake = image('fake.png', 'image/png');
    d.actor.send({ type: 'apply.files', files: [fake] });
    d.actor.send({ type: 'apply.submit' });
    await d.reject('applyPromotion', refusal('promotion.image.invalid', 200, null, 'Only png or jpg images can be uploaded'));
    expect(isEditing(snap())).toBe(true);
    expect(snap().context).toMatchObject({ remark: 'Eight banker wins', files: [fake], problem: { code: 'promotion.image.invalid' } });
    d.actor.send({ type: 'apply.files', files: [] });
    expect(promotionProblem(snap())).toBeNull();
    d.actor.send({ type: 'apply.submit' });
    await d.resolve('applyPromotion', { promotionId: 6, status: 'applying' });
    expect([cardStatus(snap()), canAct(snap()), isEditing(snap())]).toEqual(['applying', false, false]);
    expect(snap().context).toMatchObject({ remark: '', files: [] });
    expect(changes).toEqual([{ type: 'promotion.changed', change: 'applied', amount: null }]);
    // The operator approves: the list brings the reward, and the claim pays it.
    d.actor.send({ type: 'promotion.sync', card: card('claim', { rewardId: 41 }) });
    d.actor.send({ type: 'promotion.act' });
    expect(d.callsOf('claimReward')).toEqual([{ rewardId: 41 }]);
    await d.resolve('claimReward', { rewardId: 41, amount: 388, turnoverRequired: 388 });
    expect([cardStatus(snap()), canAct(snap())]).toEqual(['claimed', false]);
    expect(changes.at(-1)).toEqual({ type: 'promotion.changed', change: 'claimed', amount: 388 });
  });

  it('closes the form when the list says the application went in elsewhere, and keeps it open otherwise', () => {
    const { d, snap } = start({ card: apply, viewer: 'member' });
    d.actor.send({ type: 'promotion.act' });
    d.actor.send({ type: 'apply.remark', remark: 'Draft' });
    d.actor.send({ type: 'promotion.sync', card: apply });
    expect(snap().context.remark).toBe('Draft');
    d.actor.send({ type: 'promotion.sync', card: card('applying') });
    expect([cardStatus(snap()), isEditing(snap()), snap().context.remark]).toEqual(['applying', false, '']);
    // Cancelling empties the form.
    const other = start({ card: apply, viewer: 'member' });
    other.d.actor.send({ type: 'promotion.act' });
    other.d.actor.send({ type: 'apply.remark', remark: 'Draft' });
    other.d.actor.send({ type: 'apply.cancel' });
    expect([isEditing(other.snap()), other.snap().context.remark, canAct(other.snap())]).toEqual([false, '', true]);
  });

  it('reads a claim refusal: claimed already, or no longer claimable', async () => {
    const claimable = card('claim', { rewardId: 41 });
    const claimed = start({ card: claimable, viewer: 'member' });
    claimed.d.actor.send({ type: 'promotion.act' });
    await claimed.d.reject('claimReward', refusal('reward.already.claimed'));
    expect(cardStatus(claimed.snap())).toBe('claimed');
    const gone = start({ card: claimable, viewer: 'member' });
    gone.d.actor.send({ type: 'promotion.act' });
    await gone.d.reject('claimReward', refusal('reward.expired'));
    expect(cardStatus(gone.snap())).toBe('closed');
    expect(statusAfterRefusal(refusal('promotion.already.applied', 200, { status: 'nonsense' }))).toBeNull();
  });

  it('opens the login popup for a visitor and tells a trial player to register, calling nothing', () => {
    const visitor = start({ card: join, viewer: 'visitor' });
    expect([cardStatus(visitor.snap()), canAct(visitor.snap())]).toEqual(['join', true]);
    visitor.d.actor.send({ type: 'promotion.act' });
    expect(visitor.d.actions.map((a) => a.name)).toEqual(['openLogin']);
    const trial = start({ card: apply, viewer: 'trial' });
    trial.d.actor.send({ type: 'promotion.act' });
    expect(promotionProblem(trial.snap())).toEqual({ code: 'member.trial', message: null, fileName: null });
    expect([...visitor.d.calls, ...trial.d.calls, ...trial.d.actions]).toEqual([]);
    // Nothing to sign in for on a closed card.
    const closed = start({ card: card('closed'), viewer: 'visitor' });
    expect(canAct(closed.snap())).toBe(false);
  });

  it('becomes a visitor when the session is gone, and sends a Go card to its page', async () => {
    const { d, snap } = start({ card: join, viewer: 'member' });
    d.actor.send({ type: 'promotion.act' });
    await d.reject('joinPromotion', expired);
    expect(snap().context.viewer).toBe('visitor');
    d.actor.send({ type: 'promotion.act' });
    expect(d.paramsOf('openLogin')).toHaveLength(1);

    for (const [type, to] of [
      ['DEPOSIT', paths.memberPage('depositv2')],
      ['FIRST_DEPOSIT', paths.memberPage('depositv2')],
      ['REGISTER', paths.rewardCenter()],
      ['LOGIN', paths.rewardCenter()],
      ['SAVIOR', paths.rewardCenter()],
      ['UPGRADE_BONUS', '/vip'],
      ['REBATE', paths.memberPage('rebate')],
    ] as const) {
      const go = start({ card: { id: 1, type, status: 'go', rewardId: null }, viewer: 'member' });
      go.d.actor.send({ type: 'promotion.act' });
      expect(go.d.paramsOf('navigate'), type).toEqual([to]);
    }
  });
});
