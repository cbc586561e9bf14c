// Starts the lottery game a lottery page shows (its ?gameCode=). The gameLaunch actor already decided (docs/product.md §4:
// a real account's lottery game goes to its lottery page, after the login and trial checks) and navigated here;
// this page is where the game runs, so it asks the launch address itself. Sending game.launch again would only
// route back to this page. One launch per game and visit: the query is dropped when the page goes.
import { useQuery } from '@tanstack/react-query';
import { launchGame } from '../../api/games/game-launch.ts';
import type { Game } from '../../../contract/catalogue/catalogue.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';

export function useLotteryLaunch(game: Game | undefined) {
  const api = useApi();
  const token = useSession(selectToken);
  return useQuery({
    queryKey: ['lotteryLaunch', token, game?.vassalage, game?.gameCode] as const,
    queryFn: () => launchGame(api, game!, 'game'),
    enabled: game !== undefined && token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
