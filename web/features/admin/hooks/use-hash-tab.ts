import { useCallback, useEffect, useState } from 'react';

function readHash(): string {
  return typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

/**
 * The open tab lives in the address hash (#hosting, #users...), so links such as /admin-dashboard#cloud
 * open the right tab and a reload keeps it. An unknown hash falls back to the first tab. What follows a slash is
 * the tab's own (#support/12 opens ticket 12 in the support tab).
 */
export function useHashTab(values: readonly string[], fallback: string) {
  const [hash, setHash] = useState(readHash);
  useEffect(() => {
    const onChange = () => setHash(readHash());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const select = useCallback((value: string) => {
    // replaceState: switching tabs should not fill the back button's history.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}#${value}`,
    );
    setHash(value);
  }, []);
  const tab = hash.split('/')[0] ?? '';
  return [values.includes(tab) ? tab : fallback, select] as const;
}
