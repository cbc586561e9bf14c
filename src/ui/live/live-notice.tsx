// The signed-in header's word that the page has stopped following the server (the live stream is down and being asked
// for again): until it clears, balances and badges change only when the page polls for them.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLivePaused, subscribeLivePaused } from './live-status.ts';
import css from './live-notice.module.css';

export function LiveNotice() {
  const { t } = useTranslation();
  const paused = useSyncExternalStore(subscribeLivePaused, isLivePaused);
  if (!paused) return null;
  return (
    <p className={css.notice} role="status">
      <span className="spinner-small" aria-hidden="true" /> {t('userMenu.livePaused')}
    </p>
  );
}
