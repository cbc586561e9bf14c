// A guard that holds when a failed call was refused with one error code (issue 36), in place of a guard per code.
import { refusalOf } from '../../domain/refusal.ts';

/**
 * `guards: { sessionLost: refusedWith('login.not.session') }`, referred to as
 * `{ type: 'sessionLost', params: errorOf }` on an onError: the guard reads the error from its params, not the event.
 */
export const refusedWith =
  (code: string) =>
  (_: unknown, error: unknown): boolean =>
    refusalOf(error).errorCode === code;
