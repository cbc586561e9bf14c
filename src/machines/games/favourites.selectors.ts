import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine.ts';

type S = SnapshotFrom<typeof favouritesMachine>;

/** One card's heart: a boolean, so a card re-renders only when its own game changes. */
export const isFavourite = (nodeId: number) => (s: S) => s.context.ids.includes(nodeId);

/** Hearts wait while the list loads (a click could not know whether it adds or removes). */
export const heartsWaiting = (s: S) => s.hasTag('ui:loading');

/** The ids the lists filter by, or null until they are known (a list then shows what the server sent). */
export const knownFavouriteIds = (s: S): number[] | null => (s.hasTag('ui:ready') ? s.context.ids : null);

/** A change is on its way to the server. */
export const isSaving = (s: S) => s.hasTag('ui:saving');
