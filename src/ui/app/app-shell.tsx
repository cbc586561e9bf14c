// Top of the view tree: the system status decides between the loader, the status pages and the site.
import { useTranslation } from 'react-i18next';
import { useSystemStatus, useSystemStatusRef } from './actors.ts';
import { selectNetworkError, statusPage } from '../../machines/system/system-status.selectors.ts';
import { MaintenancePage } from '../system/maintenance-page.tsx';
import { RegionBlockPage } from '../system/region-block-page.tsx';
import { SiteRouter } from './site-router.tsx';
import { Toasts } from '../kit/toasts.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';

export function AppShell() {
  const page = useSystemStatus(statusPage);
  return (
    <>
      {page === 'loading' && <BootLoader />}
      {page === 'maintenance' && <MaintenancePage />}
      {page === 'regionRestricted' && <RegionBlockPage />}
      {page === 'site' && <SiteRouter />}
      <Toasts />
    </>
  );
}

function BootLoader() {
  const { t } = useTranslation();
  const status = useSystemStatusRef();
  const failed = useSystemStatus(selectNetworkError);
  return (
    <div className="boot" aria-busy={!failed}>
      {failed ? (
        <ErrorRetry onRetry={() => status.send({ type: 'status.retry' })} />
      ) : (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      )}
    </div>
  );
}
