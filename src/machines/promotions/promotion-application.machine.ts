// One promotion card and its dialog (issue 13 item 5; docs/product.md §4 statuses, §5 activity application): what its
// button does for this viewer and this status, and the flows behind it: joining a JOIN promotion, writing and
// sending an application (a remark of at most 140 characters, up to 3 png/jpg images of 5 MB, checked by the rules
// the server runs too) and waiting for the operator's review, claiming the reward it issued, going to the page of
// a "Go" promotion, or signing in first. Statuses come from the server (the list, or a call's answer); this actor
// never works one out beyond reading a refusal that names it (closed, already joined ...).
import { assign, emit, setup, type ErrorActorEvent } from 'xstate';
import { errorOf, statusOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusalOf } from '../../domain/refusal.ts';
import { promotionDestination } from '../../domain/promotions.ts';
import { PROMOTION_STATUSES, imagesProblem, remarkProblem } from '../../../contract/rules/promotion-application.ts';
import type {
  Application,
  CardState,
  ClaimedReward,
  EntryState,
  PromotionApplicationContext,
  PromotionApplicationEmitted,
  PromotionApplicationEvent,
  PromotionApplicationInput,
  PromotionApplicationTag,
  PromotionProblem,
  PromotionRef,
  PromotionStatus,
  RewardRef,
  Viewer,
} from './promotion-application.types.ts';

const isStatus = (value: unknown): value is PromotionStatus => (PROMOTION_STATUSES as readonly unknown[]).includes(value);

/**
 * The status a refusal tells of: the promotion ended or has not started, the member joined or applied already (the
 * refusal carries the entry's state), the reward was claimed already or can no longer be claimed. Null for a
 * refusal that changes nothing (a bad remark, a network failure).
 */
export function statusAfterRefusal(error: unknown): PromotionStatus | null {
  const { errorCode, value } = refusalOf(error);
  switch (errorCode) {
    case 'promotion.closed':
    case 'reward.expired':
    case 'reward.not.found':
      return 'closed';
    case 'promotion.not.started':
      return 'comingSoon';
    case 'reward.already.claimed':
      return 'claimed';
    case 'promotion.already.joined':
    case 'promotion.already.applied': {
      const status = statusOf(value);
      return isStatus(status) ? status : null;
    }
    default:
      return null;
  }
}

/** Who the server says is asking, after a refusal of the session: a visitor (401) or a trial player (403). */
function viewerAfterRefusal(error: unknown): Viewer | null {
  const { errorCode } = refusalOf(error);
  if (errorCode === 'login.not.session' || statusOf(error) === 401) return 'visitor';
  if (errorCode === 'member.trial') return 'trial';
  return null;
}

function serverProblem(error: unknown): PromotionProblem {
  const { errorCode, message } = refusalOf(error);
  return { code: errorCode || 'unknown', message: message || null, fileName: null };
}

const clientProblem = (code: string, fileName: string | null = null): PromotionProblem => ({ code, message: null, fileName });
const isRemarkProblem = (p: PromotionProblem | null) => p?.code.startsWith('promotion.remark.') ?? false;
const isImageProblem = (p: PromotionProblem | null) => p?.code.startsWith('promotion.image.') ?? false;
const refusalStatus = (args: { event: ErrorActorEvent }) => statusAfterRefusal(errorOf(args))!;
const refusalViewer = (args: { event: ErrorActorEvent }) => viewerAfterRefusal(errorOf(args))!;
const refusalProblemOf = (args: { event: ErrorActorEvent }) => serverProblem(errorOf(args));

export const promotionApplicationMachine = setup({
  types: {
    context: {} as PromotionApplicationContext,
    events: {} as PromotionApplicationEvent,
    input: {} as PromotionApplicationInput,
    emitted: {} as PromotionApplicationEmitted,
    tags: {} as PromotionApplicationTag,
  },
  actors: {
    joinPromotion: provided<EntryState, PromotionRef>('joinPromotion'),
    applyPromotion: provided<EntryState, Application>('applyPromotion'),
    claimReward: provided<ClaimedReward, RewardRef>('claimReward'),
  },
  actions: {
    storeCard: assign((_, card: CardState) => ({ card })),
    storeStatus: assign(({ context }, status: PromotionStatus) => ({ card: { ...context.card, status } })),
    storeViewer: assign((_, viewer: Viewer) => ({ viewer })),
    storeRemark: assign(({ context }, remark: string) => ({ remark, problem: isRemarkProblem(context.problem) ? null : context.problem })),
    /** The images replace the earlier choice; what is wrong with them shows at once (and blocks the submit). */
    storeFiles: assign(({ context }, files: File[]) => {
      const found = imagesProblem(files);
      return { files, problem: found ? clientProblem(found.code, found.fileName) : isImageProblem(context.problem) ? null : context.problem };
    }),
    clearForm: assign({ remark: '', files: [] }),
    keepError: assign((_, problem: PromotionProblem) => ({ problem })),
    clearError: assign({ problem: null }),
    announceChange: emit((_, change: PromotionApplicationEmitted) => change),
    /** Effects provided at the composition root: the modals' login popup, the router. */
    openLogin: () => {},
    navigate: (_, _to: string) => {},
  },
  guards: {
    isUnavailable: ({ context }) => context.card.status === 'comingSoon' || context.card.status === 'closed',
    notMember: ({ context }) => context.viewer !== 'member',
    isTrial: ({ context }) => context.viewer === 'trial',
    statusIs: ({ context }, status: PromotionStatus) => context.card.status === status,
    leadsElsewhere: ({ context }) => context.card.status === 'go' && promotionDestination(context.card.type) !== null,
    hasRewardToClaim: ({ context }) => context.card.status === 'claim' && context.card.rewardId !== null,
    /** The list says this card is no longer open for an application (applied in another tab, ended, ...). */
    leftApply: (_, card: CardState) => card.status !== 'apply',
    remarkRefused: ({ context }) => remarkProblem(context.remark) !== null,
    filesRefused: ({ context }) => imagesProblem(context.files) !== null,
    /** The refusal says what the card's status is now (ended, joined or claimed already ...). */
    refusalSaysStatus: (_, error: unknown) => statusAfterRefusal(error) !== null,
    /** The refusal says the session is gone (401) or is a trial player's (403). */
    refusalSaysViewer: (_, error: unknown) => viewerAfterRefusal(error) !== null,
  },
}).createMachine({
  id: 'promotionApplication',
  meta: { product: '4.15 Promotion, redemption and contract statuses' },
  context: ({ input }) => ({ card: input.card, viewer: input.viewer, remark: '', files: [], problem: null }),
  initial: 'deciding',
  on: {
    // While a call is on its way the new card is kept; the call's answer decides where the actor goes.
    'promotion.sync': { actions: { type: 'storeCard', params: ({ event }) => event.card } },
    'promotion.dismissError': { actions: 'clearError' },
  },
  states: {
    deciding: {
      description: "The card changed (its first status, the server's answer, a new list): pick what its button does for this viewer.",
      always: [
        { guard: 'isUnavailable', target: 'unavailable' },
        { guard: 'notMember', target: 'needsLogin' },
        { guard: 'leadsElsewhere', target: 'elsewhere' },
        { guard: { type: 'statusIs', params: 'join' }, target: 'joinable' },
        { guard: { type: 'statusIs', params: 'joined' }, target: 'joined' },
        { guard: { type: 'statusIs', params: 'apply' }, target: 'applyable' },
        { guard: { type: 'statusIs', params: 'applying' }, target: 'awaitingReview' },
        { guard: { type: 'statusIs', params: 'rejected' }, target: 'rejected' },
        { guard: 'hasRewardToClaim', target: 'claimable' },
        { guard: { type: 'statusIs', params: 'claimed' }, target: 'claimed' },
        { target: 'unavailable' },
      ],
    },
    unavailable: {
      description: 'Coming soon (not started, or its page is not built yet) or closed (ended with nothing to claim): the button shows why and does nothing.',
      on: { 'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } } },
    },
    needsLogin: {
      description:
        'A visitor (or a trial player) sees the action the card offers; using it opens the login popup, or tells a trial player to register a real account.',
      tags: ['ui:actionable'],
      on: {
        'promotion.act': [
          { guard: 'isTrial', actions: { type: 'keepError', params: clientProblem('member.trial') } },
          { actions: ['clearError', 'openLogin'] },
        ],
        'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } },
      },
    },
    elsewhere: {
      description: 'A promotion whose action is another page ("Go"): the deposit page, the reward centre, the VIP page or Bonus details.',
      tags: ['ui:actionable'],
      on: {
        'promotion.act': { actions: { type: 'navigate', params: ({ context }) => promotionDestination(context.card.type)! } },
        'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } },
      },
    },
    joinable: {
      description: 'A running JOIN promotion the member has not joined: the button joins.',
      tags: ['ui:actionable'],
      on: {
        'promotion.act': { target: 'joining', actions: 'clearError' },
        'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } },
      },
    },
    joining: {
      description: 'Asking the server to join; the button waits.',
      tags: ['ui:busy'],
      invoke: {
        id: 'joinPromotion',
        src: 'joinPromotion',
        input: ({ context }) => ({ promotionId: context.card.id }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'storeStatus', params: ({ event }) => event.output.status },
            { type: 'announceChange', params: { type: 'promotion.changed', change: 'joined', amount: null } },
          ],
        },
        onError: [
          {
            guard: { type: 'refusalSaysViewer', params: errorOf },
            target: 'needsLogin',
            actions: [
              { type: 'storeViewer', params: refusalViewer },
              { type: 'keepError', params: refusalProblemOf },
            ],
          },
          {
            guard: { type: 'refusalSaysStatus', params: errorOf },
            target: 'deciding',
            actions: [
              { type: 'storeStatus', params: refusalStatus },
              { type: 'keepError', params: refusalProblemOf },
            ],
          },
          { target: 'joinable', actions: { type: 'keepError', params: refusalProblemOf } },
        ],
      },
    },
    joined: {
      description: 'Joined: the reward is issued by the server once the valid bets since joining reach the target (the card shows the progress).',
      on: { 'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } } },
    },
    applyable: {
      description: 'A running APPLY promotion the member has not applied for: the button opens the apply form.',
      tags: ['ui:actionable'],
      on: {
        'promotion.act': { target: 'editing', actions: 'clearError' },
        'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } },
      },
    },
    editing: {
      description:
        'The apply form: a remark (required, at most 140 characters) and up to 3 png/jpg images of 5 MB, checked as they are typed and chosen and again before sending, by the rules the server runs.',
      tags: ['ui:editing'],
      meta: { product: '5.12 Activity application' },
      on: {
        'apply.remark': { actions: { type: 'storeRemark', params: ({ event }) => event.remark } },
        'apply.files': { actions: { type: 'storeFiles', params: ({ event }) => event.files } },
        'apply.submit': [
          { guard: 'remarkRefused', actions: { type: 'keepError', params: ({ context }) => clientProblem(remarkProblem(context.remark)!) } },
          {
            guard: 'filesRefused',
            actions: {
              type: 'keepError',
              params: ({ context }) => {
                const found = imagesProblem(context.files)!;
                return clientProblem(found.code, found.fileName);
              },
            },
          },
          { target: 'submitting', actions: 'clearError' },
        ],
        'apply.cancel': { target: 'applyable', actions: ['clearForm', 'clearError'] },
        'promotion.sync': [
          {
            guard: { type: 'leftApply', params: ({ event }) => event.card },
            target: 'deciding',
            actions: [{ type: 'storeCard', params: ({ event }) => event.card }, 'clearForm'],
          },
          { actions: { type: 'storeCard', params: ({ event }) => event.card } },
        ],
      },
    },
    submitting: {
      description: 'Sending the remark and the images; the server checks each image by its content and stores all or nothing.',
      tags: ['ui:editing', 'ui:busy'],
      meta: { product: '5.12 Activity application' },
      invoke: {
        id: 'applyPromotion',
        src: 'applyPromotion',
        input: ({ context }) => ({ promotionId: context.card.id, remark: context.remark, files: context.files }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'storeStatus', params: ({ event }) => event.output.status },
            'clearForm',
            { type: 'announceChange', params: { type: 'promotion.changed', change: 'applied', amount: null } },
          ],
        },
        onError: [
          {
            guard: { type: 'refusalSaysViewer', params: errorOf },
            target: 'needsLogin',
            actions: [
              { type: 'storeViewer', params: refusalViewer },
              { type: 'keepError', params: refusalProblemOf },
            ],
          },
          {
            guard: { type: 'refusalSaysStatus', params: errorOf },
            target: 'deciding',
            actions: [{ type: 'storeStatus', params: refusalStatus }, 'clearForm', { type: 'keepError', params: refusalProblemOf }],
          },
          // A refused remark or image (or a failure on the way): the form stays as it was, with the reason.
          { target: 'editing', actions: { type: 'keepError', params: refusalProblemOf } },
        ],
      },
    },
    awaitingReview: {
      description: "Applying: the application waits for the operator's review; the list shows the decision (rejected, or a reward to claim).",
      on: { 'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } } },
    },
    rejected: {
      description: 'The operator rejected the application (the card shows the reason); one application per promotion, so this is final.',
      on: { 'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } } },
    },
    claimable: {
      description: 'The promotion issued a reward (target reached, or the application approved): the button claims it.',
      tags: ['ui:actionable'],
      on: {
        'promotion.act': { target: 'claiming', actions: 'clearError' },
        'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } },
      },
    },
    claiming: {
      description: 'Claiming the reward: paid to the wallet at once, with its turnover; the button waits.',
      tags: ['ui:busy'],
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => ({ rewardId: context.card.rewardId! }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'storeStatus', params: 'claimed' },
            {
              type: 'announceChange',
              params: ({ event }) => ({ type: 'promotion.changed' as const, change: 'claimed' as const, amount: event.output.amount }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'refusalSaysViewer', params: errorOf },
            target: 'needsLogin',
            actions: [
              { type: 'storeViewer', params: refusalViewer },
              { type: 'keepError', params: refusalProblemOf },
            ],
          },
          {
            guard: { type: 'refusalSaysStatus', params: errorOf },
            target: 'deciding',
            actions: [
              { type: 'storeStatus', params: refusalStatus },
              { type: 'keepError', params: refusalProblemOf },
            ],
          },
          { target: 'claimable', actions: { type: 'keepError', params: refusalProblemOf } },
        ],
      },
    },
    claimed: {
      description: 'The reward was claimed: nothing more to do on this card.',
      on: { 'promotion.sync': { target: 'deciding', actions: { type: 'storeCard', params: ({ event }) => event.card } } },
    },
  },
});
