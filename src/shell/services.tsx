import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nContext, localStorageStore, type I18nProvider, type Store } from 'react-admin';
import { OUTAGE_RETRY } from '../api/connection.ts';
import { createAuthProvider, type AppAuthProvider } from '../authProvider.ts';
import { createI18nProvider } from '../i18n/index.ts';
import { adoptPrefetched, refetchOnMount } from './prefetch.ts';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * Query defaults from the spec: never fresh, always refetched on mount (but for what the first load has just read,
 * see shell/prefetch.ts), unused data kept 5 min, and no retries, but for reads the server could not answer (see
 * api/connection.ts). Writes are never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnMount, gcTime: QUERY_GC_TIME_MS, ...OUTAGE_RETRY },
      mutations: { retry: false },
    },
  });
}

/** The app's own client takes the reads the first load started before React (shell/prefetch.ts). */
function appQueryClient(): QueryClient {
  const client = createQueryClient();
  adoptPrefetched(client);
  return client;
}

/** The app-wide singletons, created once by the composition root (tests build their own). */
export interface AppServices {
  queryClient: QueryClient;
  authProvider: AppAuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
}

export function createAppServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    queryClient: overrides.queryClient ?? appQueryClient(),
    authProvider: overrides.authProvider ?? createAuthProvider(),
    i18nProvider: overrides.i18nProvider ?? createI18nProvider(),
    store: overrides.store ?? localStorageStore(undefined, 'perf-review'),
  };
}

const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesProvider>');
  return services;
}

/** Shares the query client and translations with the pages that live outside react-admin's <Admin>. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nContext.Provider value={services.i18nProvider}>{children}</I18nContext.Provider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
