// A route's page loaded on demand: a top progress bar while it loads, a load error with a retry when it fails
// or takes longer than the chunk timeout. Retry makes a fresh attempt rather than reusing the failed one.
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../domain/with-timeout.ts';

type Loader = () => Promise<{ default: ComponentType }>;

class LoadBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => (this.setState({ failed: false }), this.props.onRetry())) : this.props.children;
  }
}

export function TopProgress() {
  return <div className="top-progress" role="progressbar" aria-label="loading" />;
}

function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="page-error">
      <h2>{t('errors.pageLoad')}</h2>
      <p>{t('errors.pageLoadHint')}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function LazyPage({ load, timeoutMs = CHUNK_TIMEOUT_MS }: { load: Loader; timeoutMs?: number }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must build a new lazy component
  const Page = useMemo(() => lazy(() => withTimeout(load(), timeoutMs)), [load, timeoutMs, attempt]);
  return (
    <LoadBoundary onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <LoadError retry={retry} />}>
      <Suspense fallback={<TopProgress />}>
        <Page />
      </Suspense>
    </LoadBoundary>
  );
}
