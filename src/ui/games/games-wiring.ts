// Playing: launching games and the favourites list.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { gameLaunchMachine } from '../../machines/games/game-launch.machine.ts';
import { favouritesMachine } from '../../machines/games/favourites.machine.ts';
import { launchFreeTrial, launchGame } from '../../api/games/game-launch.ts';
import { addFavourite, fetchFavouriteIds, removeFavourite } from '../../api/games/favourites.ts';
import type { Api } from '../../api/http.ts';
import { paths } from '../../domain/paths.ts';
import { showToast } from '../kit/toast-store.ts';
import type { Tell } from '../app/shell-link.ts';

export function gameLaunchActor(api: Api, tell: Tell) {
  return gameLaunchMachine.provide({
    actors: {
      launchGame: fromPromise(({ input }) => launchGame(api, input.game, input.channel)),
      launchFreeTrial: fromPromise(({ input }) => launchFreeTrial(api, input)),
    },
    actions: {
      openLogin: () => tell('modals', { type: 'login.open' }),
      navigate: (_, to) => navigate(to),
      openGame: (_, launched) => navigate(paths.seamless(launched.url)),
    },
  });
}

export function favouritesActor(api: Api, tell: Tell) {
  return favouritesMachine.provide({
    actors: {
      loadFavourites: fromPromise(() => fetchFavouriteIds(api)),
      addFavourite: fromPromise(({ input }) => addFavourite(api, input)),
      removeFavourite: fromPromise(({ input }) => removeFavourite(api, input.nodeId)),
    },
    actions: {
      openLogin: () => tell('modals', { type: 'login.open' }),
      notify: (_, notice) => showToast(notice.key, notice.values),
    },
  });
}
