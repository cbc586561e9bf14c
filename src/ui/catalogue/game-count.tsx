// "Showing 40 of 10,080 games": how much of the list is loaded, read by players and by the browser tests.
import { useTranslation } from 'react-i18next';
import css from './game-lists.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

export function GameCount({ shown, total }: { shown: number; total: number | null }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale());
  return (
    <p className={css.count} aria-live="polite" data-testid="game-count" data-total={total ?? undefined} data-shown={shown}>
      {total === null ? '\u00a0' : t('gameList.count', { shown: number.format(shown), total: number.format(total) })}
    </p>
  );
}
