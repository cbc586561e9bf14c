// The lottery game pages (docs/product.md §2 /lottery, /seaLottery, /vnLottery; login required; query gameCode): the picked
// game in the frame on top, and below it every game of this page's lottery vendors (on /vnLottery: the VN menu by
// draw period, after the recently played), the picked one marked. A card starts through the gameLaunch actor,
// which brings the player back here with its gameCode.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { lotteryRouteFor, type LotteryRouteKey } from '../../domain/paths.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { GameCard } from '../catalogue/game-card.tsx';
import { GameFrame, useRefreshBalanceOnLeave } from './game-frame.tsx';
import type { Game } from '../../../contract/catalogue/catalogue.ts';
import { useLotteryGames } from './use-lottery-games.ts';
import { useVnLotteryMenu } from './use-vn-lottery-menu.ts';
import { useLotteryLaunch } from './use-lottery-launch.ts';
import { LatestResults } from './latest-results.tsx';
import css from '../catalogue/game-pages.module.css';
import lists from '../catalogue/game-lists.module.css';
import enGames from 'virtual:en-games';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The game pages' strings come with these lazy pages, not with the entry (english-parts.ts).
addEnglishStrings(enGames);

interface GameSectionProps {
  title: string;
  games: Game[] | undefined;
  error: boolean;
  retry(): void;
  picked: string | null;
}

function GameSection({ title, games, error, retry, picked }: GameSectionProps) {
  const { t } = useTranslation();
  return (
    <section className={css.page} aria-label={title}>
      <h2>{title}</h2>
      {error ? (
        <ErrorRetry onRetry={retry} />
      ) : !games ? (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : (
        <div className={lists.plain}>
          {games.map((g) => (
            <div key={g.nodeId} className={g.gameCode === picked ? lists.picked : undefined} aria-current={g.gameCode === picked ? 'true' : undefined}>
              <GameCard game={g} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

const drawPeriodLabel = (seconds: number) =>
  seconds < 60 ? (['lotteryPage.everySeconds', { n: seconds }] as const) : (['lotteryPage.everyMinutes', { n: Math.round(seconds / 60) }] as const);

/** The games a lottery page lists, as titled sections; and whether they have all arrived. */
function useLotterySections(key: LotteryRouteKey, picked: string | null) {
  const { t } = useTranslation();
  const vendorLists = useLotteryGames(key, key !== 'vnLottery');
  const vn = useVnLotteryMenu(key === 'vnLottery');
  if (key !== 'vnLottery') {
    return {
      loading: vendorLists.loading,
      settled: !vendorLists.loading && vendorLists.vendors.every((v) => v.games || v.error),
      sections: vendorLists.vendors.map((v) => ({ key: v.vendor.vassalage, title: v.vendor.name, games: v.games, error: v.error, retry: v.retry, picked })),
    };
  }
  const groups = vn.groups ?? [];
  return {
    loading: !vn.groups && !vn.error,
    settled: !!vn.groups || vn.error,
    sections: [
      ...(vn.recent.length > 0 ? [{ key: 'recent', title: t('lotteryPage.recent'), games: vn.recent, error: false, retry: vn.retry, picked }] : []),
      ...(vn.error ? [{ key: 'menu', title: t('lotteryPage.vnLottery'), games: undefined, error: true, retry: vn.retry, picked }] : []),
      ...groups.map((g) => ({
        key: `every${g.drawPeriodSeconds}`,
        title: t(...drawPeriodLabel(g.drawPeriodSeconds)),
        games: g.games,
        error: false,
        retry: vn.retry,
        picked,
      })),
    ],
  };
}

export default function LotteryPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const key = lotteryRouteFor(location) ?? 'lottery';
  const picked = new URLSearchParams(useSearch()).get('gameCode');
  const { loading, settled, sections } = useLotterySections(key, picked);
  const game = picked ? sections.flatMap((v) => v.games ?? []).find((g) => g.gameCode === picked) : undefined;
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
            <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
          )}
        </div>
      )}
      {picked && !game && settled && <p className={lists.notice}>{t('lotteryPage.notFound')}</p>}
      {!picked && <p>{t('lotteryPage.pick')}</p>}
      {key === 'vnLottery' && <LatestResults />}
      {loading ? (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : sections.length === 0 ? (
        <p className={lists.empty}>{t('gameList.noProviders')}</p>
      ) : (
        sections.map(({ key: sectionKey, ...section }) => <GameSection key={sectionKey} {...section} />)
      )}
    </section>
  );
}
