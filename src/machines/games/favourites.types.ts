import type { FavouriteGame, Notice, PendingChange } from '../../domain/favourites.ts';
import type { LaunchLoginState } from '../../domain/game-launch.ts';
import type { SessionChanged } from '../session/session.types.ts';

export type { FavouriteGame, Notice, PendingChange };

export interface FavouritesContext {
  /** The session's login state, as the session last announced it. */
  role: LaunchLoginState;
  /** Whose favourites these are: the member the session last announced (null for a visitor). */
  memberId: number | null;
  /** Favourite node ids, newest first, local changes included: what every heart and list shows. */
  ids: number[];
  /** Changes the server has not confirmed yet; the first is being sent. */
  pending: PendingChange[];
  /** Games toggled less than a second ago: another toggle of one of them is ignored (docs/product.md §4, §9). */
  cooling: number[];
  /** Failed loads in a row; retries stop after FAVOURITES_LOAD_ATTEMPTS. */
  loadAttempts: number;
}

/** The events other actors send the favourites: the session's word on who is signed in. */
export type FavouritesMessage = SessionChanged;

export type FavouritesEvent =
  /** Relayed from the session each time it settles; only a change of role or member resets the list. */
  | FavouritesMessage
  /** The heart on a game card: adds a game that is not a favourite, removes one that is. */
  | { type: 'favourite.toggle'; game: FavouriteGame }
  /** Adds; skipped when the game already is a favourite. */
  | { type: 'favourite.add'; game: FavouriteGame }
  /** Removes (e.g. on the favourites page); skipped when it is not a favourite. */
  | { type: 'favourite.remove'; game: FavouriteGame }
  /** Raised by the machine itself a throttle period after a game was toggled. */
  | { type: 'favourite.cooled'; nodeId: number }
  /** Asks for the list again after it could not be loaded. */
  | { type: 'favourites.reload' };

/** Load attempts (the first and two retries) before the machine waits for a reload. */
export const FAVOURITES_LOAD_ATTEMPTS = 3;
