import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
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
// jsdom lays nothing out, yet MUI's autosizing text area asks for its own computed style at every keystroke to fit
// its height to the text, and jsdom answers by matching every style rule of the document against the field and its
// ancestors: the slowest call of the web tests, for a width jsdom leaves blank and a height it measures as zero. The
// text area's own style answers it as jsdom would (no width, so no height to fit), and everything else still gets
// the cascade.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  element instanceof HTMLTextAreaElement && !pseudoElement ? element.style : computedStyle(element, pseudoElement);
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

/**
 * The style rules MUI has put into the page so far. jsdom matches every one of them against an element and its
 * ancestors at each getComputedStyle (visibility checks, accessible names, pointer events), and the rules of every
 * screen rendered before would pile up in the one document the files share: each test starts with none, as a page
 * loaded afresh does, and MUI writes again what the test's screens use.
 */
function clearStyleRules(): () => void {
  let cache: ReturnType<typeof useEmotionCache> = null;
  const Probe = () => {
    cache = useEmotionCache();
    return null;
  };
  render(createElement(Probe)).unmount();
  return () => {
    if (!cache) return;
    cache.sheet.flush();
    cache.inserted = {};
  };
}
const clearStyles = clearStyleRules();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  clearStyles();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  resetSessionEnded();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
