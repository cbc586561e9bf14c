// How effects reach the shell's long-lived actors: by systemId, and only with the events each one takes from
// other actors (its `...Message` type), so a wrong event or a misspelt name fails the typecheck, not the user.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import type { SessionMessage } from '../../machines/session/session.types.ts';
import type { ModalsMessage } from '../../machines/app/modals.types.ts';
import type { FavouritesMessage } from '../../machines/games/favourites.types.ts';
import type { GameLaunchMessage } from '../../machines/games/game-launch.types.ts';

export interface ShellInboxes {
  session: SessionMessage;
  modals: ModalsMessage;
  favourites: FavouritesMessage;
  gameLaunch: GameLaunchMessage;
}

/** Sends one shell actor an event it takes from others. */
export type Tell = <K extends keyof ShellInboxes>(to: K, event: ShellInboxes[K]) => void;

interface ActorSystem {
  get(systemId: string): AnyActorRef | undefined;
}

export interface ShellLink {
  tell: Tell;
  /** The root actor exists only after its children's effects are built, so the link is attached last. */
  attach(root: { system: ActorSystem }): void;
}

export function createShellLink(): ShellLink {
  let system: ActorSystem | null = null;
  return {
    tell: (to, event) => system?.get(to)?.send(event),
    attach: (root) => {
      system = root.system;
    },
  };
}

/**
 * Who is signed in matters to the favourites and the game launcher; each decides itself what a change means. They
 * start as visitors, like the session, so its first word (given while the root starts, before this listens) is
 * one they hold already.
 */
export function relaySessionChanges(session: ActorRefFrom<typeof sessionMachine>, tell: Tell) {
  session.on('session.changed', (event) => {
    tell('favourites', event);
    tell('gameLaunch', event);
  });
}
