/** The platform's response envelope (docs/architecture.md §4). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
  errorCode: string;
}

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value, message: '', errorCode: '' });

/** A handled outcome that is not a success: HTTP 200 with success false. */
export const refused = (errorCode: string, message: string, value: unknown = null): Envelope<unknown> => ({
  success: false,
  value,
  message,
  errorCode,
});

/** Thrown by handlers and hooks; the error handler turns it into an envelope with this status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export const notLoggedIn = () => new ApiError(401, 'login.not.session', 'You are not logged in, please login');

/** A limit reached: the flood guard's, a route's own, or a form sent too often. */
export const tooManyRequests = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again later');
