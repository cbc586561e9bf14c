// The lottery game pages (spec §2 /lottery, /seaLottery, /vnLottery; login required; query gameCode): the picked
// game in the frame on top, and every game of this page's lottery vendors below, the picked one marked. A card
// starts through the gameLaunch actor, which brings the player back here with its gameCode.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { lotteryRouteFor } from '../../domain/paths.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { ErrorRetry } from '../components/error-retry.tsx';
import { GameCard } from '../games/game-card.tsx';
import { GameFrame, useRefreshBalanceOnLeave } from '../games/game-frame.tsx';
import { useLotteryGames, type LotteryVendorGames } from '../games/use-lottery-games.ts';
import { useLotteryLaunch } from '../games/use-lottery-launch.ts';
import { LatestResults } from '../games/latest-results.tsx';
import css from './game-pages.module.css';
import lists from '../games/game-lists.module.css';

function VendorGames({ entry, picked }: { entry: LotteryVendorGames; picked: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={css.page} aria-label={entry.vendor.name}>
      <h2>{entry.vendor.name}</h2>
      {entry.error ? (
        <ErrorRetry onRetry={entry.retry} />
      ) : !entry.games ? (
        <div className="spinner" role="status" aria-label={t('common.loading')} />
      ) : (
        <div className={lists.plain}>
          {entry.games.map((g) => (
            <div key={g.nodeId} className={g.gameCode === picked ? lists.picked : undefined} aria-current={g.gameCode === picked ? 'true' : undefined}>
              <GameCard game={g} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

export default function LotteryPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const key = lotteryRouteFor(location) ?? 'lottery';
  const picked = new URLSearchParams(useSearch()).get('gameCode');
  const { loading, vendors } = useLotteryGames(key);
  const game = picked ? vendors.flatMap((v) => v.games ?? []).find((g) => g.gameCode === picked) : undefined;
  const listsLoaded = !loading && vendors.every((v) => v.games || v.error);
  const launch = useLotteryLaunch(game);
  useRefreshBalanceOnLeave();
  const title = t(`lotteryPage.${key}`);
  return (
    <section className={css.page} aria-label={title}>
      <h1>{title}</h1>
      {picked && game && (
        <div aria-label={game.gameName} role="region">
          {launch.isError ? (
            <ErrorRetry message={t(refusalProblem(launch.error).key)} onRetry={() => void launch.refetch()} />
          ) : launch.data ? (
            <GameFrame url={launch.data.url} title={game.gameName} />
          ) : (
            <div className="spinner" role="status" aria-label={t('common.loading')} />
          )}
        </div>
      )}
      {picked && !game && listsLoaded && <p className={lists.notice}>{t('lotteryPage.notFound')}</p>}
      {!picked && <p>{t('lotteryPage.pick')}</p>}
      {key === 'vnLottery' && <LatestResults />}
      {loading ? (
        <div className="spinner" role="status" aria-label={t('common.loading')} />
      ) : vendors.length === 0 ? (
        <p className={lists.empty}>{t('gameList.noProviders')}</p>
      ) : (
        vendors.map((entry) => <VendorGames key={entry.vendor.vassalage} entry={entry} picked={picked} />)
      )}
    </section>
  );
}
