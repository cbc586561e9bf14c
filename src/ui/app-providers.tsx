import { createContext, use, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Actor } from 'xstate';
import type { appMachine } from '../machines/app.machine.ts';
import type { Api } from '../api/http.ts';

export type AppActor = Actor<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);
const ApiContext = createContext<Api | null>(null);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function AppProviders({ actor, api, children }: { actor: AppActor; api: Api; children: ReactNode }) {
  return (
    <AppActorContext value={actor}>
      <ApiContext value={api}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
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
