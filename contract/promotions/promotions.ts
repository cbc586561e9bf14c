// The promotions page's calls (issue 13 item 5; docs/product.md §2, §4 statuses, §5 activity application): the list
// with each card's status for the caller, joining a JOIN promotion, and applying for an APPLY one with a remark and
// images (multipart). Claiming what they issue is the reward centre's call (contract/rewards/rewards.ts claimReward).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { PROMOTION_CATEGORIES, PROMOTION_TYPES } from '../rules/promotion-kinds.ts';
import { APPLICATION_MAX_IMAGES, APPLICATION_MAX_IMAGE_BYTES, PROMOTION_STATUSES, REMARK_MAX_LENGTH } from '../rules/promotion-application.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * What the card's button says for this caller. Visitors see the action statuses (join, apply, go) or comingSoon /
 * closed. comingSoon: not started (or a type whose page is not built yet: MISSION, REFERRAL); closed: ended with
 * nothing of the member's in flight; join / joined (JOIN); apply / applying / rejected (APPLY); claim: a reward
 * issued and waiting for the member's claim (rewardId); claimed; go: a type whose action is another page.
 */
export const promotionStatus = z.enum(PROMOTION_STATUSES);

export const promotionCard = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PROMOTION_TYPES),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string(),
  /** ISO date-times; endTime null: long term. */
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** The reward (decimal, 2 places; 0: the type pays otherwise) and the valid bets it asks before a withdrawal, as a multiple. */
  bonusAmount: z.number(),
  turnoverMultiple: z.number().int(),
  /** JOIN: the valid bets to reach after joining (decimal); null for other types. */
  validBetTarget: z.number().nullable(),
  /** JOIN, joined: the valid bets counted so far toward the target (decimal); null otherwise. */
  validBetSoFar: z.number().nullable(),
  status: promotionStatus,
  /** status claim: the reward to claim (claimReward), and until when (null: no expiry). */
  rewardId: z.number().int().nullable(),
  claimBy: z.string().nullable(),
  /** status rejected: the reviewer's reason, when one was given. */
  reviewNote: z.string().nullable(),
});
export type PromotionCard = z.infer<typeof promotionCard>;

/** GET MCSFE_getPromotionList: the enabled promotions, running ones first, in the operator's order. */
export const promotionList = z.object({
  list: z.array(promotionCard),
  /** The categories that have at least one card, in the page's tab order. */
  categories: z.array(z.enum(PROMOTION_CATEGORIES)),
});
export type PromotionList = z.infer<typeof promotionList>;

/** What joining or applying answers, and what "already joined / applied" carries as its value: the card's new status. */
export const entryState = z.object({ promotionId: z.number().int(), status: promotionStatus });
export type EntryState = z.infer<typeof entryState>;

/** POST MCSFE_signUpPromotionJoin */
export const joinPromotionBody = z.strictObject({ promotionId: id });

/** POST MCSFE_signUpRequestReward?promotionId= (multipart/form-data: the remark field and the images as files) */
export const applyPromotionQuery = z.strictObject({ promotionId: id });
/** Its multipart body, for the document only: the server reads the parts itself and checks each image by content. */
export const applyPromotionForm = z.object({
  remark: z.string().describe(`Required, at most ${REMARK_MAX_LENGTH} characters once trimmed`),
  image: z
    .array(z.file().max(APPLICATION_MAX_IMAGE_BYTES))
    .max(APPLICATION_MAX_IMAGES)
    .optional()
    .describe(`0 to ${APPLICATION_MAX_IMAGES} files named image: png or jpg, ${APPLICATION_MAX_IMAGE_BYTES / 1024 / 1024} MB each`),
});

const tag = 'promotions';
const limits = { remarkMax: REMARK_MAX_LENGTH, maxImages: APPLICATION_MAX_IMAGES, maxBytes: APPLICATION_MAX_IMAGE_BYTES };
/** Refusals of a promotion that cannot be entered now; "already" ones carry the EntryState as their value. */
const entryErrors = { 'promotion.not.found': 200, 'promotion.not.started': 200, 'promotion.closed': 200 } as const;

export const promotionCalls = {
  promotionList: {
    tag,
    summary: 'The promotions page: every enabled promotion with its status for the caller, and the categories that have cards',
    description: "A valid token (optional) adds the member's own statuses (joined, applying, rejected, claim, claimed); anyone else sees the action statuses.",
    value: promotionList,
  },
  joinPromotion: {
    tag,
    summary: 'Join a running JOIN promotion; its reward is issued once the valid bets since joining reach its target',
    description: 'promotion.already.joined carries the current EntryState as its value.',
    body: joinPromotionBody,
    value: entryState,
    errors: { ...entryErrors, 'promotion.not.joinable': 200, 'promotion.already.joined': 200 },
  },
  applyPromotion: {
    tag,
    summary: `Apply for a running APPLY promotion with a remark (at most ${REMARK_MAX_LENGTH} characters) and 0 to ${APPLICATION_MAX_IMAGES} png or jpg images of 5 MB (multipart/form-data)`,
    description:
      "The application waits for the operator's review (applying). A refusal stores nothing; the remark and image ones carry value " +
      `${JSON.stringify(limits)} (images are checked by content); promotion.already.applied carries the current EntryState.`,
    query: applyPromotionQuery,
    body: applyPromotionForm,
    value: entryState,
    errors: {
      ...entryErrors,
      'promotion.not.applicable': 200,
      'promotion.already.applied': 200,
      'promotion.remark.required': 200,
      'promotion.remark.tooLong': 200,
      'promotion.image.tooMany': 200,
      'promotion.image.tooLarge': 200,
      'promotion.image.invalid': 200,
    },
  },
} as const satisfies CallTable;
