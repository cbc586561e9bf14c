// A route's page loaded on demand: a top progress bar while it loads, a load error with a retry when it fails
// or takes longer than the chunk timeout. Retry makes a fresh attempt rather than reusing the failed one.
//
// The page arrives in an ordinary state update, not through React.lazy: a lazy page suspends even when its chunk is
// already here, and React holds every Suspense reveal back until 300 ms after the last fallback anywhere came or
// went (the session reminder's, the page's own). On a signed-in first load that wait, and the work queued behind
// it, kept the game list's first cards (its LCP) off screen long after their data and chunk had arrived
// (docs/architecture.md §8).
import { Component, Suspense, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../domain/with-timeout.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/** The pages whose chunk has arrived, by their loader (module-level loaders, so the same function each time). */
const loadedPages = new WeakMap<Loader, ComponentType>();

/** Loads a page's chunk and remembers its page, so that LazyPage draws it in the very render that shows its route. */
export function loadPage(load: Loader): Promise<{ default: ComponentType }> {
  return load().then((module) => (loadedPages.set(load, module.default), module));
}

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

/** The loader's page once its chunk is here, null while it loads, 'failed' when this attempt failed or timed out. */
function usePage(load: Loader, attempt: number, timeoutMs: number): ComponentType | null | 'failed' {
  const [failed, setFailed] = useState<{ load: Loader; attempt: number } | null>(null);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const page = loadedPages.get(load);
  useEffect(() => {
    if (page) return;
    let current = true;
    withTimeout(loadPage(load), timeoutMs).then(
      () => current && arrived(),
      () => current && setFailed({ load, attempt }),
    );
    return () => {
      current = false;
    };
  }, [page, load, attempt, timeoutMs]);
  if (page) return page;
  return failed?.load === load && failed.attempt === attempt ? 'failed' : null;
}

export function LazyPage({ load, timeoutMs = CHUNK_TIMEOUT_MS }: { load: Loader; timeoutMs?: number }) {
  const [attempt, setAttempt] = useState(0);
  const Page = usePage(load, attempt, timeoutMs);
  const retry = () => setAttempt((n) => n + 1);
  if (Page === 'failed') return <LoadError retry={retry} />;
  if (!Page) return <TopProgress />;
  return (
    <LoadBoundary onRetry={retry} fallback={(again) => <LoadError retry={again} />}>
      {/* A page may still wait inside (a flow's chunk through use()): the same bar meanwhile. */}
      <Suspense fallback={<TopProgress />}>
        <Page />
      </Suspense>
    </LoadBoundary>
  );
}

type PartLoader<P> = () => Promise<{ default: ComponentType<P> }>;
/** The parts whose chunk has arrived, by their loader; each entry's value is its loader's component. */
const loadedParts = new WeakMap<object, unknown>();

/**
 * A part of the page most first visits never show (the signed-in user menu): its chunk is asked for when the part
 * first renders and the part is drawn in the state update that follows; null meanwhile. A failed load is asked again
 * the next time the part mounts. `load` must be module-level, so the same function each time.
 */
export function useLazyPart<P>(load: PartLoader<P>): ComponentType<P> | null {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const part = loadedParts.get(load) as ComponentType<P> | undefined;
  useEffect(() => {
    if (part) return;
    let current = true;
    load().then(
      (module) => {
        loadedParts.set(load, module.default);
        if (current) arrived();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [part, load]);
  return part ?? null;
}
