import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../app/actors.ts';
import { selectCustomerService } from '../../machines/system/system-status.selectors.ts';
import css from './status-page.module.css';

/** The customer-service button(s) of the status pages. */
export function CustomerServiceLinks() {
  const { t } = useTranslation();
  const entries = useSystemStatus(selectCustomerService);
  return (
    <div className={css.cs}>
      {entries.map((e) => (
        <a key={e.csType} className="btn btn-primary" href={e.url} target="_blank" rel="noopener noreferrer">
          {t('status.customerService')} · {e.title}
        </a>
      ))}
    </div>
  );
}
