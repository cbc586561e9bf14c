import { useTranslation } from 'react-i18next';
import enStatus from 'virtual:en-status';
import { useSystemStatus } from '../app/actors.ts';
import { selectMaintenanceEnd } from '../../machines/system/system-status.selectors.ts';
import { gmtOffset } from '../../domain/time.ts';
import { CustomerServiceLinks } from './customer-service-links.tsx';
import { Icon } from '../kit/icons.tsx';
import css from './status-page.module.css';
import { addEnglishStrings, intlLocale } from '../../i18n/i18n.ts';

// Before the page renders: its strings come with its chunk, not the entry (src/i18n/english-parts.ts).
addEnglishStrings(enStatus);

export function MaintenancePage() {
  const { t } = useTranslation();
  const end = useSystemStatus(selectMaintenanceEnd);
  const endText = end
    ? `${new Date(end).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })} (${gmtOffset(-new Date(end).getTimezoneOffset())})`
    : null;
  return (
    <main className={css.page}>
      <div className={css.card}>
        <div className={css.icon}>
          <Icon name="tool" size={48} />
        </div>
        <h1>{t('status.game_maintenance')}</h1>
        <p>{t('status.info_maintenance')}</p>
        {endText && (
          <p data-testid="maintenance-end">
            {t('status.end_time')}{' '}
            <time className={css.strong} dateTime={end!}>
              {endText}
            </time>
          </p>
        )}
        <CustomerServiceLinks />
      </div>
    </main>
  );
}
