import { useTranslation } from 'react-i18next';
import css from './centre.module.css';

/** Previous / next with the page count; buttons are disabled at the ends and while a page loads. */
export function Pager({ page, pages, busy, onPage }: { page: number; pages: number; busy: boolean; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={t('wallet.pages')}>
      <button type="button" className="btn" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('wallet.previous')}
      </button>
      <span aria-live="polite">{t('wallet.pageOf', { page, pages })}</span>
      <button type="button" className="btn" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {t('wallet.next')}
      </button>
    </nav>
  );
}
