import { useEffect } from 'react';

const WAIT_MS = 4000;

/**
 * Scrolls to the element with this id once it exists: after a client-side navigation the target page renders a
 * moment later (and may wait for data), so the browser's own #anchor jump has nothing to land on.
 */
export function scrollToAnchor(id: string, { waitMs = WAIT_MS }: { waitMs?: number } = {}): void {
  const started = Date.now();
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (Date.now() - started < waitMs) requestAnimationFrame(attempt);
  };
  attempt();
}

/** On a page opened at …#id (a link from another site or a reload), brings that section into view once drawn. */
export function useScrollToOwnAnchor(id: string): void {
  useEffect(() => {
    if (window.location.hash === `#${id}`) scrollToAnchor(id);
  }, [id]);
}
