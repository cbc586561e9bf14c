// Hooks to the shell's long-lived actors, found by systemId on the root actor. Views select narrow values.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { systemStatusMachine } from '../../machines/system/system-status.machine.ts';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import type { modalsMachine } from '../../machines/app/modals.machine.ts';
import type { announcementPopupMachine } from '../../machines/content/announcement-popup.machine.ts';
import type { gameLaunchMachine } from '../../machines/games/game-launch.machine.ts';
import type { favouritesMachine } from '../../machines/games/favourites.machine.ts';
import { useAppActor } from './app-providers.tsx';

type Ref<M> = ActorRefFrom<M>;

function useChild<M>(systemId: string): Ref<M> {
  const ref = useAppActor().system.get(systemId);
  if (!ref) throw new Error(`No actor ${systemId}`);
  return ref as Ref<M>;
}

export const useSystemStatusRef = () => useChild<typeof systemStatusMachine>('systemStatus');
export const useSessionRef = () => useChild<typeof sessionMachine>('session');
export const useModalsRef = () => useChild<typeof modalsMachine>('modals');
export const useAnnouncementRef = () => useChild<typeof announcementPopupMachine>('announcementPopup');
export const useGameLaunchRef = () => useChild<typeof gameLaunchMachine>('gameLaunch');
export const useFavouritesRef = () => useChild<typeof favouritesMachine>('favourites');

export function useSystemStatus<T>(selector: (s: SnapshotFrom<typeof systemStatusMachine>) => T): T {
  return useSelector(useSystemStatusRef(), selector);
}
export function useSession<T>(selector: (s: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useSessionRef(), selector);
}
export function useModals<T>(selector: (s: SnapshotFrom<typeof modalsMachine>) => T): T {
  return useSelector(useModalsRef(), selector);
}
export function useAnnouncement<T>(selector: (s: SnapshotFrom<typeof announcementPopupMachine>) => T): T {
  return useSelector(useAnnouncementRef(), selector);
}
export function useGameLaunch<T>(selector: (s: SnapshotFrom<typeof gameLaunchMachine>) => T): T {
  return useSelector(useGameLaunchRef(), selector);
}
export function useFavourites<T>(selector: (s: SnapshotFrom<typeof favouritesMachine>) => T): T {
  return useSelector(useFavouritesRef(), selector);
}
