import { useTranslation } from 'react-i18next';
import enStatus from 'virtual:en-status';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { useSystemStatus } from '../app/actors.ts';
import { selectVisitorIp } from '../../machines/system/system-status.selectors.ts';
import { CustomerServiceLinks } from './customer-service-links.tsx';
import { Icon } from '../kit/icons.tsx';
import css from './status-page.module.css';

// Before the page renders: its strings come with its chunk, not the entry (src/i18n/english-parts.ts).
addEnglishStrings(enStatus);

export function RegionBlockPage() {
  const { t } = useTranslation();
  const ip = useSystemStatus(selectVisitorIp);
  return (
    <main className={css.page}>
      <div className={css.card}>
        <div className={css.icon}>
          <Icon name="block" size={48} />
        </div>
        <h1>{t('status.blockip')}</h1>
        <p>{t('status.info_ip_block')}</p>
        <p>
          {t('status.your_ip')}{' '}
          <span className={css.strong} data-testid="visitor-ip">
            {ip}
          </span>
        </p>
        <CustomerServiceLinks />
      </div>
    </main>
  );
}
