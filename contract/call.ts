// What a call's schemas say beside its route (contract/routes.ts): its input, the value of a success, and the
// error codes it may answer with their HTTP status. The server validates and documents from these; the site takes
// only their types.
import { z } from 'zod';
import type { CallName, Route } from './routes.ts';

/** The statuses a call may answer besides 200 (docs/architecture.md §4). */
export type ErrorStatus = 200 | 400 | 401 | 403 | 404 | 409 | 429;

export interface CallSchema {
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** The OpenAPI tag (the area). */
  tag: string;
  /** GET and DELETE: the query string; others may have one too (e.g. a multipart upload's target). */
  query?: z.ZodType;
  /** The body, or for an encrypted call the payload inside the sealed envelope. */
  body?: z.ZodType;
  /** The value of a success. */
  value: z.ZodType;
  /**
   * The call's own error codes and the status each answers with (200: a handled refusal, success false). The codes
   * every call shares (request.invalid, merchant.invalid, TOO_MANY_REQUESTS and those of its auth) are added.
   */
  errors?: Readonly<Record<string, ErrorStatus>>;
}

export type CallTable = { readonly [N in CallName]?: CallSchema };

/** The codes sharedErrors may add to a call's own. */
export type SharedErrorCode =
  | 'request.invalid'
  | 'merchant.invalid'
  | 'TOO_MANY_REQUESTS'
  | 'encryption.invalid'
  | 'encryption.expired'
  | 'encryption.replayed'
  | 'login.not.session'
  | 'member.trial'
  | 'agent.only';

/** The codes every call may answer, by what it requires and how its body travels. */
export function sharedErrors({ auth, encoding }: Pick<Route, 'auth' | 'encoding'>): Partial<Record<SharedErrorCode, ErrorStatus>> {
  const errors: Partial<Record<SharedErrorCode, ErrorStatus>> = { 'request.invalid': 400, 'merchant.invalid': 400, TOO_MANY_REQUESTS: 429 };
  // A sealed body that cannot be opened (docs/architecture.md §4).
  if (encoding === 'sealed') Object.assign(errors, { 'encryption.invalid': 400, 'encryption.expired': 400, 'encryption.replayed': 400 });
  if (auth !== 'none') errors['login.not.session'] = 401;
  if (auth === 'member') errors['member.trial'] = 403;
  if (auth === 'agent') errors['agent.only'] = 403;
  return errors;
}

/** The envelope of every answer (docs/architecture.md §4). */
export const successEnvelope = <V extends z.ZodType>(value: V) => z.object({ success: z.literal(true), value, message: z.string(), errorCode: z.literal('') });

/** A refusal: success false with the code; value carries what the refusal needs (e.g. whether a captcha is due). */
export const refusalEnvelope = z.object({ success: z.literal(false), value: z.unknown(), message: z.string(), errorCode: z.string().min(1) });

/** The Merchant header every /wps and /lgw call must carry exactly once; Language and Device are optional. */
export const platformHeaders = z.looseObject({
  merchant: z.string().describe("The merchant's code"),
  language: z.string().optional().describe('A supported language code, e.g. EN'),
  device: z.string().optional().describe('web'),
});
