// The winners' leaderboard (/winners; issue 16, docs/product.md §2.1 /winners): the operator's WINNER stories by
// rank, the top three with gold, silver and bronze medals.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { contentListQuery } from '../../api/content/content.ts';
import { useApi } from '../app/app-providers.tsx';
import { FallbackNote, PublishedDate, ReadState } from './content-parts.tsx';
import css from './content.module.css';

const MEDALS = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;
const medalOf = (rank: number | null) => (rank !== null && rank in MEDALS ? MEDALS[rank as keyof typeof MEDALS] : null);

/** Route /winners (public). */
export default function WinnersPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(contentListQuery(useApi(), 'WINNER', i18n.language));
  return (
    <section className={css.page} aria-labelledby="winners-title">
      <h1 id="winners-title">{t('content.winners.title')}</h1>
      <p className={css.lead}>{t('content.winners.intro')}</p>
      <ReadState query={query} missing={null}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('content.winners.empty')}</p>
          ) : (
            <ol className={css.winners}>
              {list.map((w) => {
                const medal = medalOf(w.rank);
                return (
                  <li key={w.slug} className={medal ? `${css.winner} ${css[medal]}` : css.winner} data-testid="winner">
                    <span className={css.rank}>
                      {medal ? (
                        <span role="img" aria-label={t(`content.winners.${medal}`)} className={css.medal}>
                          {w.rank}
                        </span>
                      ) : (
                        <span aria-label={t('content.winners.rank', { rank: w.rank ?? '' })}>{w.rank ?? '–'}</span>
                      )}
                    </span>
                    <div>
                      <h2>{w.title}</h2>
                      <PublishedDate iso={w.publishAt} />
                      <FallbackNote language={w.language} />
                      <p>{w.excerpt}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          )
        }
      </ReadState>
    </section>
  );
}
