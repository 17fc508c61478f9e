import { render, type RenderResult } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../src/App.tsx';
import { createAuthProvider } from '../../src/authProvider.ts';
import { createI18nProvider } from '../../src/i18n/index.ts';
import { createAppServices } from '../../src/shell/services.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Mounts the whole SPA at `path` with fresh caches, a memory store and Russian (the default). */
export function renderApp(path: string): RenderResult {
  const services = createAppServices({
    authProvider: createAuthProvider({ cacheMs: 0 }),
    i18nProvider: createI18nProvider('ru'),
    store: memoryStore(),
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes services={services} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
