import { onTestFinished } from 'vitest';

/**
 * Makes the window answer media queries as a phone does (`max-width`: every max-width query of the theme's
 * breakpoints matches) or a wide monitor does (`min-width`), for the rest of the test. jsdom matches none otherwise.
 */
export function matchMediaOf(matching: 'max-width' | 'min-width'): void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const matchMedia = (media: string) => ({
    matches: media.includes(matching),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  onTestFinished(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  });
}
