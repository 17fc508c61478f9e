import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetSessionEnded } from '../../src/api/sessionEnd.ts';
import { clearCookies } from './fixtures.ts';
import { server } from './msw.ts';
import { WAIT_MS } from './timing.ts';

configure({ asyncUtilTimeout: WAIT_MS });

// jsdom lacks the layout APIs MUI and react-admin touch on mount.
// MUI listens with addEventListener only, so the stub leaves out the deprecated addListener pair.
if (!('matchMedia' in window)) {
  const matchMedia = (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.assign(window, { matchMedia });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  resetSessionEnded();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
