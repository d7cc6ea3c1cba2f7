import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The router listens to Back and Forward only from its layout effect, after its first render: the
 * first render is a transition drawn in slices (main.tsx), and a Back pressed meanwhile changes
 * the address without the router hearing of it, so the page drawn would be the one before. Once
 * the router listens (passive effects run after every layout effect), this catches up with the
 * address the browser shows.
 */
export function AddressCatchUp(): null {
  const drawn = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== drawn.pathname || search !== drawn.search || hash !== drawn.hash) {
      void navigate({ pathname, search, hash }, { replace: true });
    }
    // Once, at start: later changes of the address reach the router as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
