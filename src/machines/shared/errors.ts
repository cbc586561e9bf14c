// Reading a failed call out of an invoked actor's error event (issue 36): one copy for every machine.
import type { ErrorActorEvent } from 'xstate';

/** The error an invoked actor failed with: the params of the guards and actions on its onError. */
export const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/** The HTTP status a failed call carries (the API client's error), or undefined for a failure on the way. */
export const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null | undefined)?.status;
