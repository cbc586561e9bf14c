// The favourites page (docs/product.md §2 labelled screens; §3 favourite list): the member's favourite games, newest first,
// a page at a time from MCSFE_getFavoriteGamesList. The list shows only what the favourites actor still holds,
// so a game un-hearted here leaves at once (and comes back if the server refuses the remove).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../app/app-providers.tsx';
import { useFavourites, useSession } from '../app/actors.ts';
import { selectMember } from '../../machines/session/session.selectors.ts';
import { isSaving, knownFavouriteIds } from '../../machines/games/favourites.selectors.ts';
import { favouritePageQuery } from '../../api/games/favourites.ts';
import { FAVOURITES_PAGE_SIZE } from '../../../contract/rules/favourites.ts';
import { paths } from '../../domain/paths.ts';
import { GameCard } from '../catalogue/game-card.tsx';
import { GameCardSkeleton } from '../catalogue/game-card-skeleton.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import css from './favourites-page.module.css';

const SKELETONS = 12;

function usePage(memberId: number) {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(favouritePageQuery(useApi(), memberId, pageNum));
  const ids = useFavourites(knownFavouriteIds);
  const saving = useFavourites(isSaving);
  const content = query.data?.content;
  const shown = content && ids ? content.filter((g) => ids.includes(g.nodeId)) : content;
  const emptiedHere = !!content && content.length > 0 && shown?.length === 0;
  const { refetch, isFetching } = query;
  // Every game of this page was removed here: once the server has them all, ask for the page again so the
  // games behind move up (or the empty state shows), instead of a blank page.
  useEffect(() => {
    if (emptiedHere && !saving && !isFetching) void refetch();
  }, [emptiedHere, saving, isFetching, refetch]);
  // The last page may have gone (removals elsewhere): stay inside the list.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && pageNum > totalPages) setPageNum(totalPages);
  }, [pageNum, totalPages]);
  return { query, shown, pageNum, setPageNum, totalPages };
}

function Pager({ pageNum, totalPages, onPage }: { pageNum: number; totalPages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={t('favourites.pages')}>
      <button type="button" className="btn" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('favourites.previous')}
      </button>
      <span aria-live="polite">{t('favourites.pageOf', { page: pageNum, total: totalPages })}</span>
      <button type="button" className="btn" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
        {t('favourites.next')}
      </button>
    </nav>
  );
}

function FavouritesList({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { query, shown, pageNum, setPageNum, totalPages } = usePage(memberId);
  if (!shown) {
    if (query.isError) return <ErrorRetry onRetry={() => query.refetch()} />;
    return (
      <div className={css.grid} aria-busy="true">
        {Array.from({ length: Math.min(SKELETONS, FAVOURITES_PAGE_SIZE) }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (shown.length === 0 && totalPages <= 1) {
    return (
      <div className={css.empty}>
        <p>{t('favourites.empty')}</p>
        <p className={css.hint}>{t('favourites.emptyHint')}</p>
        <Link href={paths.home()} className="btn btn-primary">
          {t('favourites.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className={css.grid}>
        {shown.map((g) => (
          <GameCard key={g.nodeId} game={g} />
        ))}
      </div>
      <Pager pageNum={pageNum} totalPages={totalPages} onPage={setPageNum} />
    </>
  );
}

/** Route /favourites (login required: the route guard keeps visitors and trial players out). */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const member = useSession(selectMember);
  return (
    <section className={css.page} aria-labelledby="favourites-title">
      <h1 id="favourites-title">{t('favourites.title')}</h1>
      {member && <FavouritesList key={member.id} memberId={member.id} />}
    </section>
  );
}
