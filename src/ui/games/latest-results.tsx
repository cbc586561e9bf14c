// The latest drawn numbers of the VN lottery games (docs/product.md §7 /lgw/vn/numeros/opened/game), beside the game: public,
// and asked again every half minute so a new draw shows without a reload.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchVnOpenedNumeros } from '../../api/games/lottery.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import css from './latest-results.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

const REFRESH_MS = 30_000;

export function LatestResults() {
  const { t } = useTranslation();
  const api = useApi();
  const results = useQuery({ queryKey: ['vnOpenedNumeros'], queryFn: () => fetchVnOpenedNumeros(api), refetchInterval: REFRESH_MS, staleTime: REFRESH_MS });
  return (
    <section className={css.results} aria-label={t('lotteryPage.latestResults')}>
      <h2>{t('lotteryPage.latestResults')}</h2>
      {results.isError ? (
        <ErrorRetry onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : results.data.length === 0 ? (
        <p>{t('lotteryPage.noResults')}</p>
      ) : (
        <ul>
          {results.data.map((r) => (
            <li key={r.gameCode} aria-label={r.gameName}>
              <span className={css.game}>{r.gameName}</span>
              <span className={css.draw}>
                {t('lotteryPage.draw', { drawNo: r.drawNo })} · <time dateTime={r.openedAt}>{new Date(r.openedAt).toLocaleTimeString(intlLocale())}</time>
              </span>
              <span className={css.numbers}>
                {r.numbers.map((n) => (
                  <b key={n}>{n}</b>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
