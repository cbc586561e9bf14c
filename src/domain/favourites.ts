// The favourites rules of docs/product.md §4, the logic the favourites machine calls: the local set changes first, the
// server hears of it after, one change at a time and in order; a failed change is undone unless a later change
// to the same game is already waiting (its intent wins).
import { refusalOf } from './refusal.ts';

/** What the add call needs (docs/product.md §7: nodeId, vendor, gameType); remove needs only the id. */
export interface FavouriteGame {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export interface PendingChange {
  kind: 'add' | 'remove';
  game: FavouriteGame;
}

export interface FavouriteState {
  /** Favourite node ids, newest first, as the site shows them now (changes included). */
  ids: number[];
  /** Changes the server has not confirmed: the first is in flight, the rest wait their turn. */
  pending: PendingChange[];
}

/** docs/product.md §9: one toggle a second (per game here, see docs/decisions.md). */
export const FAVOURITE_THROTTLE_MS = 1000;

const without = (ids: number[], nodeId: number) => ids.filter((id) => id !== nodeId);

/**
 * Applies a change locally and queues it for the server. A change waiting behind the one in flight for the same
 * game is the opposite of this one (the local set already shows it), so the two cancel and neither is sent.
 */
export function applyChange(state: FavouriteState, change: PendingChange): FavouriteState {
  const { nodeId } = change.game;
  const ids = change.kind === 'add' ? [nodeId, ...without(state.ids, nodeId)] : without(state.ids, nodeId);
  const [inFlight, ...waiting] = state.pending;
  const cancelled = waiting.findIndex((c) => c.game.nodeId === nodeId);
  if (inFlight && cancelled >= 0) return { ids, pending: [inFlight, ...waiting.filter((_, i) => i !== cancelled)] };
  return { ids, pending: [...state.pending, change] };
}

/** The server confirmed the change in flight. */
export const confirmFirst = (state: FavouriteState): FavouriteState => ({ ids: state.ids, pending: state.pending.slice(1) });

/** The server refused the change in flight: undo it locally unless a later change to that game waits. */
export function rollBackFirst(state: FavouriteState): FavouriteState {
  const [failed, ...rest] = state.pending;
  if (!failed) return state;
  const { nodeId } = failed.game;
  const superseded = rest.some((c) => c.game.nodeId === nodeId);
  if (superseded) return { ids: state.ids, pending: rest };
  const ids = failed.kind === 'add' ? without(state.ids, nodeId) : [nodeId, ...without(state.ids, nodeId)];
  return { ids, pending: rest };
}

export interface Notice {
  key: string;
  values?: Record<string, string>;
}

/** What the player is told when a change is undone (error codes of the favourites API). */
export function failureNotice(change: PendingChange, error: unknown): Notice {
  const { errorCode, value } = refusalOf(error);
  // The limit comes with the refusal, so the site never words a number the server does not hold.
  if (errorCode === 'favourite.limit') return { key: 'favourites.full', values: { limit: String((value as { limit?: number } | null)?.limit ?? '') } };
  if (errorCode === 'member.trial') return { key: 'session.needRealAccount' };
  return { key: change.kind === 'add' ? 'favourites.addFailed' : 'favourites.removeFailed' };
}
