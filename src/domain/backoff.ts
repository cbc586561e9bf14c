/** Exponential backoff for retries after a network failure: 1 s, 2 s, 4 s ... capped at 30 s. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
