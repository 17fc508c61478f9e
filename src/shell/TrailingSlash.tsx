import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Canonical paths end with "/": a path without it is replaced (no history entry) by the same path with
 * it, keeping query, hash and state. It runs beside the routes rather than around them, so the mounted
 * screens (react-admin's own links have no trailing slash) are not remounted by the correction.
 */
export function TrailingSlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  // A passive effect: on first render the router subscribes to history in its own (parent) layout
  // effect, after ours would have run, and would miss a replace made from a layout effect.
  useEffect(() => {
    if (!pathname.endsWith('/')) {
      void navigate({ pathname: `${pathname}/`, search, hash }, { replace: true, state });
    }
  }, [pathname, search, hash, state, navigate]);
  return null;
}
