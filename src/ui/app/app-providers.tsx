import { createContext, use, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Actor } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type { Api } from '../../api/http.ts';
import type { SessionCache } from '../../api/session-cache.ts';

export type AppActor = Actor<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);
const ApiContext = createContext<Api | null>(null);

/** What read models need besides the API: the merchant code and the session-storage cache (docs/product.md §4 Caching). */
export interface SiteContext {
  merchant: string;
  cache: SessionCache;
}
const SiteContextValue = createContext<SiteContext | null>(null);

/** One client for the page; main.tsx may warm it before the first render. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function AppProviders({ actor, api, site, children }: { actor: AppActor; api: Api; site: SiteContext; children: ReactNode }) {
  return (
    <AppActorContext value={actor}>
      <ApiContext value={api}>
        <SiteContextValue value={site}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SiteContextValue>
      </ApiContext>
    </AppActorContext>
  );
}

export function useAppActor(): AppActor {
  const actor = use(AppActorContext);
  if (!actor) throw new Error('useAppActor outside AppProviders');
  return actor;
}

export function useApi(): Api {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi outside AppProviders');
  return api;
}

export function useSite(): SiteContext {
  const site = use(SiteContextValue);
  if (!site) throw new Error('useSite outside AppProviders');
  return site;
}
