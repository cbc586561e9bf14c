// The operator's feedback commands (issue 16): list feedback (new or answered) and answer one, once; an answer to a
// member arrives in their platform messages.
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { answerFeedback, feedbackFor } from './feedback.ts';
import { ANSWER_MAX_LENGTH, FEEDBACK_STATUSES, type FeedbackStatus } from '../../contract/rules/feedback.ts';
import { Refusal } from '../shared/refusal.ts';
import { OperatorError } from '../shared/operator-error.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const STATUS_NAMES = { N: 'New', A: 'Answered' } as const;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const feedbackCommands = {
  'feedback-list': {
    usage: 'feedback-list [--status N|A]   (feedback, newest first: N new, A answered)',
    args: z.strictObject({ status: z.enum(FEEDBACK_STATUSES).optional() }),
    async run(deps: Deps, a: { status?: FeedbackStatus }) {
      const rows = await feedbackFor(deps.db, a.status);
      if (!rows.length) return 'No feedback.';
      return rows
        .map((r) => {
          const who = r.memberId === null ? 'visitor' : `member ${r.memberId}`;
          const contact = r.contact ? `  contact ${oneLine(r.contact)}` : '';
          const image = r.imageKey ? '  [image]' : '';
          const answer = r.answer ? `\n    answer: ${oneLine(r.answer)}` : '';
          return `${r.id}  ${STATUS_NAMES[r.status as FeedbackStatus]}  ${r.type}  ${who}  ${r.language}  ${r.createdAt.toISOString()}${contact}${image}\n    ${oneLine(r.content)}${answer}`;
        })
        .join('\n');
    },
  },
  'feedback-answer': {
    usage: 'feedback-answer <id> <text>   (answer feedback once; a member gets the answer as a platform message)',
    args: z.strictObject({ id, text: z.string().trim().min(1).max(ANSWER_MAX_LENGTH) }),
    async run(deps: Deps, a: { id: number; text: string }) {
      try {
        const r = await answerFeedback(deps.db, deps.clock.now(), a.id, a.text);
        return r.memberId === null
          ? `Feedback ${r.id} is answered (a visitor: reach them at ${r.contact || 'no contact given'}).`
          : `Feedback ${r.id} is answered; member ${r.memberId} has it as a platform message.`;
      } catch (err) {
        if (err instanceof Refusal) throw new OperatorError(`${err.code}: ${err.message}`);
        throw err;
      }
    },
  },
} as const;
