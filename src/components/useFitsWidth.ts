import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Whether a box's content fits its width. The box scrolls sideways while it does not (`overflowX: auto`): the answer
 * turns false then, and the caller draws the content narrower (a table as a list); it turns true again once the box
 * is as wide as the content needed. Where the browser cannot measure (tests in jsdom) the content fits.
 */
export function useFitsWidth<T extends HTMLElement>(): [RefCallback<T>, boolean] {
  const [fits, setFits] = useState(true);
  const needed = useRef(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((box: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        needed.current = box.scrollWidth;
        setFits(false);
      } else if (needed.current && box.clientWidth >= needed.current) setFits(true);
    };
    observer.current = new ResizeObserver(check);
    observer.current.observe(box);
    // The content too: it may widen after the box was measured (figures arrive, a language is switched).
    if (box.firstElementChild) observer.current.observe(box.firstElementChild);
  }, []);
  return [ref, fits];
}
