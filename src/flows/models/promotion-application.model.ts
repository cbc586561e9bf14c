// The model of the promotion application machine: the samples the paths are planned from
// (tests/machines/promotions/promotion-application.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour
// tests share.
import { promotionApplicationMachine } from '../../machines/promotions/promotion-application.machine.ts';
import type { CardState } from '../../machines/promotions/promotion-application.types.ts';
import type { MachineModel } from '../model/harness.ts';

export const refusal = (errorCode: string, status = 200, value: unknown = null, message = errorCode) =>
  Object.assign(new Error(message), { errorCode, status, value, message });
export const offline = refusal('network.error', 0, null, 'Network link is abnormal, please try again');
export const expired = refusal('login.not.session', 401);
const trialOnly = refusal('member.trial', 403);

export const join: CardState = { id: 5, type: 'JOIN', status: 'join', rewardId: null };
export const apply: CardState = { id: 6, type: 'APPLY', status: 'apply', rewardId: null };
export const card = (status: CardState['status'], extra: Partial<CardState> = {}): CardState => ({ ...apply, status, ...extra });

// Files are plain objects in the model: the harness tells events apart by their JSON, which a File flattens to {}.
const modelFile = (name: string, type: string, size = 150_000) => ({ name, type, size }) as unknown as File;

/** Every status the list can bring, as a sync. */
const syncs: CardState[] = [
  join,
  card('joined', { type: 'JOIN' }),
  apply,
  card('applying'),
  card('rejected'),
  card('claim', { rewardId: 41 }),
  card('claimed'),
  card('closed'),
  card('comingSoon', { type: 'MISSION' }),
  card('go', { type: 'DEPOSIT' }),
  // A claim whose reward the list does not name (issued in another tab, not yet listed): nothing to do.
  card('claim', { rewardId: null }),
];

/** The flows of a member: join, apply (the form and its checks), claim and every refusal. */
const memberModel: MachineModel<typeof promotionApplicationMachine> = {
  machine: promotionApplicationMachine,
  inputs: [{ card: join, viewer: 'member' }],
  events: [
    { type: 'promotion.act' },
    ...syncs.map((c) => ({ type: 'promotion.sync' as const, card: c })),
    { type: 'apply.remark', remark: 'Eight banker wins in a row' },
    { type: 'apply.remark', remark: 'x'.repeat(141) },
    { type: 'apply.files', files: [modelFile('win.png', 'image/png')] },
    { type: 'apply.files', files: [modelFile('anim.gif', 'image/gif')] },
    { type: 'apply.submit' },
    { type: 'apply.cancel' },
    { type: 'promotion.dismissError' },
    { type: 'xstate.done.actor.joinPromotion', output: { promotionId: 5, status: 'joined' } },
    { type: 'xstate.error.actor.joinPromotion', error: offline },
    { type: 'xstate.error.actor.joinPromotion', error: refusal('promotion.already.joined', 200, { promotionId: 5, status: 'joined' }) },
    { type: 'xstate.error.actor.joinPromotion', error: expired },
    { type: 'xstate.done.actor.applyPromotion', output: { promotionId: 6, status: 'applying' } },
    { type: 'xstate.error.actor.applyPromotion', error: refusal('promotion.image.invalid', 200, null, 'Only png or jpg images can be uploaded') },
    { type: 'xstate.error.actor.applyPromotion', error: refusal('promotion.closed') },
    { type: 'xstate.error.actor.applyPromotion', error: trialOnly },
    { type: 'xstate.done.actor.claimReward', output: { rewardId: 41, amount: 388, turnoverRequired: 388 } },
    { type: 'xstate.error.actor.claimReward', error: offline },
    { type: 'xstate.error.actor.claimReward', error: refusal('reward.already.claimed') },
    { type: 'xstate.error.actor.claimReward', error: expired },
  ],
  // What guards and invoke inputs read: the card, the viewer, whether the remark and the images pass; of the problem
  // only what the form's actions read (a remark's, an image's, or another).
  contextKey: (c) => ({
    card: c.card,
    viewer: c.viewer,
    remark: c.remark.length === 0 ? 'empty' : c.remark.length > 140 ? 'long' : 'ok',
    files: c.files.map((f) => f.type).join(','),
    problem: c.problem && (/^promotion\.(remark|image)\./.exec(c.problem.code)?.[1] ?? 'other'),
  }),
};

/** Visitors and trial players: the action is shown, using it asks for a sign-in (or a real account). */
const viewerModel: MachineModel<typeof promotionApplicationMachine> = {
  machine: promotionApplicationMachine,
  inputs: [
    { card: join, viewer: 'visitor' },
    { card: apply, viewer: 'trial' },
  ],
  events: [{ type: 'promotion.act' }, { type: 'promotion.sync', card: card('closed') }, { type: 'promotion.dismissError' }],
  contextKey: (c) => ({ card: c.card, viewer: c.viewer, problem: c.problem?.code ?? null }),
};

export const models = [memberModel, viewerModel] as const;
