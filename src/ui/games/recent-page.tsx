// Recent games (/recent): what the member launched lately, newest first (GET GCS_recentGame). The server keeps a
// short list, so a plain grid of cards shows it; an empty list points to the slots.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { recentGamesQuery } from '../../api/games/recent.ts';
import { paths } from '../../domain/paths.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { GameCard } from '../catalogue/game-card.tsx';
import css from '../catalogue/game-pages.module.css';
import lists from '../catalogue/game-lists.module.css';
import enGames from 'virtual:en-games';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The game pages' strings come with these lazy pages, not with the entry (english-parts.ts).
addEnglishStrings(enGames);

export default function RecentPage() {
  const { t, i18n } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const recent = useQuery(recentGamesQuery(useApi(), token, i18n.language));
  const title = t('recentPage.title');
  return (
    <section className={css.page} aria-label={title}>
      <h1>{title}</h1>
      {recent.isError ? (
        <ErrorRetry onRetry={() => void recent.refetch()} />
      ) : !recent.data ? (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : recent.data.length === 0 ? (
        <div className={lists.empty}>
          <p>{t('recentPage.empty')}</p>
          <Link href={paths.gameListCenter()} className="btn btn-primary">
            {t('recentPage.browse')}
          </Link>
        </div>
      ) : (
        <div className={lists.plain} data-testid="recent-games">
          {recent.data.map((g) => (
            <GameCard key={`${g.nodeId}`} game={g} />
          ))}
        </div>
      )}
    </section>
  );
}
