// Feedback's rules (docs/product.md §5.13: the word limits, contact info): plain code the site
// and the server both run, so the word count a player sees is the one the server enforces. Words are counted with
// Intl.Segmenter's word granularity, so Chinese, Japanese or Thai written without spaces counts its words rather
// than counting a whole sentence as one.

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'PAYMENT', 'GAME', 'ACCOUNT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['N', 'A'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MIN_WORDS = 10;
export const FEEDBACK_MAX_WORDS = 500;
/** A hard cap on characters, whatever the word count, so a body cannot be huge. */
export const FEEDBACK_MAX_CHARS = 5000;
export const CONTACT_MAX_LENGTH = 100;
export const ANSWER_MAX_LENGTH = 2000;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why feedback is refused before it is stored; the server answers the same codes. */
export type FeedbackProblem = 'feedback.content.tooShort' | 'feedback.content.tooLong' | 'feedback.contact.required' | 'feedback.contact.tooLong';

/**
 * Words in the text: segments that Intl.Segmenter marks word-like (letters or digits), language-neutral so the count
 * does not depend on the reader's locale. Without Segmenter (very old browsers) runs of non-space count instead.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    let n = 0;
    for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(trimmed)) if (s.isWordLike) n++;
    return n;
  }
  return trimmed.split(/\s+/u).length;
}

/** The first thing wrong with the content and contact, or null. Contact is required for visitors only. */
export function feedbackProblem(content: string, contact: string, visitor: boolean): FeedbackProblem | null {
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS) return 'feedback.content.tooShort';
  if (words > FEEDBACK_MAX_WORDS || content.trim().length > FEEDBACK_MAX_CHARS) return 'feedback.content.tooLong';
  const c = contact.trim();
  if (visitor && !c) return 'feedback.contact.required';
  if (c.length > CONTACT_MAX_LENGTH) return 'feedback.contact.tooLong';
  return null;
}
