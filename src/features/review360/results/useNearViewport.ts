import { useEffect, useRef, useState } from 'react';

/** How far below the window a part starts loading, so it is usually ready when the reader scrolls to it. */
const AHEAD = '400px 0px';

/**
 * Whether a part of the page came near the window (and then stays true). A browser without
 * IntersectionObserver never reports it: the caller offers a button instead.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (near || !observable || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, observable]);
  return { ref, near, observable, show: () => setNear(true) };
}
