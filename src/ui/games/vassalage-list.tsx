// The provider's popup game list (spec §4: isGame VASSALAGE): its games as cards; picking one launches it
// through the gameLaunch actor, which is still listening in its vassalageList state.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchGameList } from '../../api/catalogue.ts';
import { useApi, useSite } from '../app-providers.tsx';
import { ErrorRetry } from '../components/error-retry.tsx';
import { GameCard } from './game-card.tsx';
import css from './vassalage-list.module.css';

/** A provider's lobby holds a few dozen games at most: one page is the whole list. */
const LOBBY_PAGE = 100;

export function VassalageList({ vassalage, gameType }: { vassalage: string; gameType: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { merchant } = useSite();
  const list = useQuery({
    queryKey: ['vassalageList', vassalage, gameType, i18n.language],
    queryFn: () => fetchGameList(api, merchant, i18n.language.toUpperCase(), { gameType, vassalage, pageNo: 1, pageSize: LOBBY_PAGE }),
  });
  if (list.isError) return <ErrorRetry onRetry={() => list.refetch()} />;
  if (!list.data) return <div className="spinner" aria-label={t('common.loading')} />;
  if (list.data.games.length === 0) return <p>{t('games.none')}</p>;
  return (
    <div className={css.grid}>
      {/* Inside the provider's list every entry is a game to start, whatever its catalogue marking. */}
      {list.data.games.map((g) => (
        <GameCard key={g.nodeId} game={{ ...g, isGame: g.isGame === 'VASSALAGE' ? 'GAME' : g.isGame }} />
      ))}
    </div>
  );
}
