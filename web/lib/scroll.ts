// Scrolling on screen changes: the router swaps pages without the browser's own page-load scroll, and screens
// arrive as separate chunks, so an anchor may not exist yet when the address changes.

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element with this id as soon as it is in the page (at once if it already is). Returns a
 * function that stops waiting, for an effect's clean-up.
 */
export function scrollToId(id: string): () => void {
  const go = () => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return true;
  };
  if (go()) return () => {};
  const observer = new MutationObserver(() => { if (go()) observer.disconnect(); });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
