// Top of the view tree: the system status decides between the loader, the status pages and the site.
import { useTranslation } from 'react-i18next';
import { useSystemStatus, useSystemStatusRef } from './actors.ts';
import { selectNetworkError, statusPage } from '../../machines/system/system-status.selectors.ts';
import { SiteRouter } from './site-router.tsx';
import { LazyPage } from './lazy-page.tsx';
import { Toasts } from '../kit/toasts.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';

// The status pages show only when the status call says so (maintenance, a blocked region): each its own chunk, so a
// visitor of the open site does not load them with the entry (docs/architecture.md §8). Module-level loaders, so
// LazyPage keeps each page once its chunk is here.
const maintenancePage = () => import('../system/maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage }));
const regionBlockPage = () => import('../system/region-block-page.tsx').then((m) => ({ default: m.RegionBlockPage }));

export function AppShell() {
  const page = useSystemStatus(statusPage);
  return (
    <>
      {page === 'loading' && <BootLoader />}
      {page === 'maintenance' && <LazyPage load={maintenancePage} />}
      {page === 'regionRestricted' && <LazyPage load={regionBlockPage} />}
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
