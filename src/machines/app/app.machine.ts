// The root actor: the long-lived actors of the shell, each reachable by its systemId. Their effects are provided
// at the composition root (main.tsx); tests provide fakes.
import { setup } from 'xstate';
import { systemStatusMachine } from '../system/system-status.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { modalsMachine } from './modals.machine.ts';
import { announcementPopupMachine } from '../content/announcement-popup.machine.ts';
import { gameLaunchMachine } from '../games/game-launch.machine.ts';
import { favouritesMachine } from '../games/favourites.machine.ts';
import type { SessionInput } from '../session/session.types.ts';

export const appMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionInput,
  },
  actors: {
    systemStatus: systemStatusMachine,
    session: sessionMachine,
    modals: modalsMachine,
    announcementPopup: announcementPopupMachine,
    gameLaunch: gameLaunchMachine,
    favourites: favouritesMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  description: 'Runs the shell actors for the life of the page.',
  invoke: [
    { id: 'systemStatus', systemId: 'systemStatus', src: 'systemStatus' },
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ token: context.token }) },
    { id: 'modals', systemId: 'modals', src: 'modals' },
    { id: 'announcementPopup', systemId: 'announcementPopup', src: 'announcementPopup' },
    { id: 'gameLaunch', systemId: 'gameLaunch', src: 'gameLaunch' },
    { id: 'favourites', systemId: 'favourites', src: 'favourites' },
  ],
});
