// Scrolling on screen changes: the router swaps pages without the browser's own page-load scroll, and screens
// arrive as separate chunks, so an anchor may not exist yet when the address changes.

const WAIT_FOR_ELEMENT_MS = 4000;
// Sections above the anchor may still grow once their data arrives (a layout shift would leave the reader
// short of the anchor), so the anchor is kept in place this long unless the reader scrolls first.
const SETTLE_MS = 1500;

/**
 * Scrolls to the element with this id as soon as it is in the page (at once if it already is), and keeps it at
 * the top while the page settles. Returns a function that stops, for an effect's clean-up.
 */
export function scrollToId(id: string): () => void {
  const started = Date.now();
  let foundAt: number | null = null;
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  const tick = () => {
    if (stopped) return;
    const element = document.getElementById(id);
    const now = Date.now();
    if (element) {
      foundAt ??= now;
      // scroll-margin-top on the section keeps it clear of the sticky nav bar.
      if (Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop || '0')) > 2) {
        element.scrollIntoView({ behavior: 'auto', block: 'start' });
      }
      if (now - foundAt >= SETTLE_MS) return stop();
    } else if (now - started >= WAIT_FOR_ELEMENT_MS) {
      return stop();
    }
    frame = requestAnimationFrame(tick);
  };
  tick();
  return stop;
}
