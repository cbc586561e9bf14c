// Feedback (issue 16, docs/product.md §5.13): stored in one insert once every check has passed, listed for its
// member, and answered by the operator once: the answer and the platform message that carries it to a member are
// written in one transaction, and the status guard (N -> A) makes a second answer change nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { feedback } from '../db/schema-reach.ts';
import { messages } from '../db/schema-wallet.ts';
import type { FeedbackView } from '../../contract/content/feedback.ts';
import { ANSWER_MAX_LENGTH, feedbackProblem, type FeedbackStatus, type FeedbackType } from '../../contract/rules/feedback.ts';
import { Refusal } from '../shared/refusal.ts';

export interface FeedbackImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface NewFeedback {
  memberId: number | null;
  type: FeedbackType;
  content: string;
  contact: string;
  language: string;
  image: FeedbackImage | null;
}

const MESSAGES: Record<string, string> = {
  'feedback.content.tooShort': 'Feedback content must be between {0} and {1} words',
  'feedback.content.tooLong': 'Feedback content must be between {0} and {1} words',
  'feedback.contact.required': 'Please leave your contact information',
  'feedback.contact.tooLong': 'The contact information is too long',
};

/** Refuses content outside the word limits or a missing contact (the site checks the same rule first). */
export function checkFeedback(input: NewFeedback, limits: { minWords: number; maxWords: number }) {
  const problem = feedbackProblem(input.content, input.contact, input.memberId === null);
  if (problem) throw new Refusal(problem, MESSAGES[problem]!.replace('{0}', String(limits.minWords)).replace('{1}', String(limits.maxWords)), limits);
}

/** Checks the feedback again and stores it. */
export async function sendFeedback(db: Db, now: Date, input: NewFeedback, limits: { minWords: number; maxWords: number }): Promise<{ id: number }> {
  checkFeedback(input, limits);
  // The image is kept with its row (data URL in image_key): one insert, so a refusal or a failure leaves nothing.
  const imageKey = input.image ? `data:${input.image.mime};base64,${input.image.bytes.toString('base64')}` : null;
  const [row] = await db
    .insert(feedback)
    .values({
      memberId: input.memberId,
      type: input.type,
      content: input.content.trim(),
      contact: input.contact.trim(),
      imageKey,
      language: input.language,
      createdAt: now,
    })
    .returning({ id: feedback.id });
  return { id: row!.id };
}

type Row = typeof feedback.$inferSelect;

export const feedbackView = (r: Row): FeedbackView => ({
  id: r.id,
  type: r.type as FeedbackType,
  content: r.content,
  contact: r.contact,
  hasImage: r.imageKey !== null,
  status: r.status as FeedbackStatus,
  answer: r.answer,
  answeredAt: r.answeredAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** A member's own feedback, newest first (the last 100: older ones stay for the operator). */
export async function memberFeedback(db: Db, memberId: number): Promise<FeedbackView[]> {
  const rows = await db.select().from(feedback).where(eq(feedback.memberId, memberId)).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(100);
  return rows.map(feedbackView);
}

/** The operator's list, newest first, optionally by status. */
export function feedbackFor(db: Db, status?: FeedbackStatus, limit = 100): Promise<Row[]> {
  return db
    .select()
    .from(feedback)
    .where(status ? eq(feedback.status, status) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

export const ANSWER_TITLE = 'Reply to your feedback';

/**
 * Answers feedback once: status A with the answer, and for a member a platform message quoting the start of their
 * feedback. A visitor's answer is for the operator's own follow-up through the contact info.
 */
export function answerFeedback(db: Db, now: Date, id: number, text: string): Promise<Row> {
  const answer = text.trim();
  if (!answer) throw new Refusal('feedback.answer.empty', 'The answer is empty');
  if (answer.length > ANSWER_MAX_LENGTH) throw new Refusal('feedback.answer.tooLong', `The answer may be at most ${ANSWER_MAX_LENGTH} characters`);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(feedback)
      .set({ status: 'A', answer, answeredAt: now })
      .where(and(eq(feedback.id, id), eq(feedback.status, 'N')))
      .returning();
    if (!updated) {
      const [existing] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
      throw existing ? new Refusal('feedback.answered', `Feedback ${id} is already answered.`) : new Refusal('feedback.unknown', `No feedback ${id}.`);
    }
    if (updated.memberId !== null) {
      const quote = updated.content.length > 80 ? `${updated.content.slice(0, 80)}…` : updated.content;
      await tx.insert(messages).values({ memberId: updated.memberId, title: ANSWER_TITLE, content: `${answer}\n\n— “${quote}”`, createdAt: now });
    }
    return updated;
  });
}
