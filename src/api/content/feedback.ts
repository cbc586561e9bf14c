// Feedback (issue 16): sending it (multipart: the form's fields and at most one image) and the member's own list as
// a read model. FEEDBACK_KEYS names what a send makes stale.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { FeedbackType } from '../../../contract/rules/feedback.ts';

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  contact: string;
  language: string;
  image: Blob | null;
  /** Visitors only. */
  captchaId?: string;
  captcha?: string;
}

export function sendFeedback(api: Api, input: FeedbackInput) {
  const form = new FormData();
  form.append('type', input.type);
  form.append('content', input.content);
  form.append('contact', input.contact);
  form.append('language', input.language);
  if (input.captchaId) form.append('captchaId', input.captchaId);
  if (input.captcha) form.append('captcha', input.captcha);
  if (input.image) form.append('image', input.image);
  return api.call('sendFeedback', { body: form });
}

export const myFeedbackQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['myFeedback', token], queryFn: () => api.call('myFeedback'), staleTime: 10_000 });
export const feedbackCaptchaQuery = (api: Api) =>
  queryOptions({ queryKey: ['feedbackCaptcha'], queryFn: () => api.call('captcha'), staleTime: 90_000, gcTime: 0 });

export const FEEDBACK_KEYS = [['myFeedback'], ['feedbackCaptcha']] as const;
