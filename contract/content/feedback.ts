// Feedback (issue 16, docs/product.md §5.13, §7.14 /wps/feedback): a member or a visitor (with a captcha) sends a
// type, content within the word limits, contact info and at most one png or jpg image (multipart); a member lists
// their own feedback with the operator's answer, which also arrives as a platform message.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { CONTACT_MAX_LENGTH, FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../rules/feedback.ts';

/** POST /wps/feedback (multipart/form-data), for the document only: the server reads the parts itself. */
export const feedbackForm = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().describe(`${FEEDBACK_MIN_WORDS} to ${FEEDBACK_MAX_WORDS} words`),
  contact: z.string().max(CONTACT_MAX_LENGTH).optional().describe('Required for visitors'),
  captchaId: z.string().max(128).optional().describe('Visitors: from GET /wps/captcha'),
  captcha: z.string().max(16).optional(),
  image: z.file().max(FEEDBACK_IMAGE_MAX_BYTES).optional().describe('One png or jpg, at most 5 MB'),
});

export const feedbackView = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string(),
  hasImage: z.boolean(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackView>;

export const feedbackSent = z.object({ id: z.number().int() });
export const feedbackList = z.object({ list: z.array(feedbackView) });
export type FeedbackList = z.infer<typeof feedbackList>;

const tag = 'feedback';
const limits = { minWords: FEEDBACK_MIN_WORDS, maxWords: FEEDBACK_MAX_WORDS, maxBytes: FEEDBACK_IMAGE_MAX_BYTES };

export const feedbackCalls = {
  sendFeedback: {
    tag,
    summary: 'Send feedback (multipart/form-data): type, content, contact (visitors), captcha (visitors), one optional png or jpg image',
    description: `A refusal stores nothing; the content and image ones carry value ${JSON.stringify(limits)}. Visitors are limited per address per hour.`,
    body: feedbackForm,
    value: feedbackSent,
    errors: {
      'feedback.type.invalid': 200,
      'feedback.content.tooShort': 200,
      'feedback.content.tooLong': 200,
      'feedback.contact.required': 200,
      'feedback.contact.tooLong': 200,
      'feedback.image.invalid': 200,
      'feedback.image.tooLarge': 200,
      'feedback.image.tooMany': 200,
      'feedback.trial': 200,
      'captcha.required': 200,
      'captcha.invalid': 200,
    },
  },
  myFeedback: { tag, summary: "The member's own feedback, newest first, with status (N new, A answered) and the operator's answer", value: feedbackList },
} as const satisfies CallTable;
