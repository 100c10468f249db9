import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToId } from '../../lib/scroll';

/**
 * A new page opens at its top (or at its #anchor), not at the previous page's scroll position. Back and forward
 * are left to the browser, which restores where the reader was.
 */
export function useScrollOnNavigate() {
  const [location] = useLocation();
  const first = useRef(true);
  const poppedAt = useRef<string | null>(null);
  useEffect(() => {
    const onPop = () => {
      poppedAt.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    const popped = poppedAt.current === location;
    poppedAt.current = null;
    const anchor = window.location.hash.slice(1);
    if (first.current) {
      first.current = false;
      // The browser handles the first page itself, except an anchor the page draws later.
      return anchor ? scrollToId(anchor) : undefined;
    }
    if (popped) return undefined;
    if (anchor) return scrollToId(anchor);
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [location]);
}
