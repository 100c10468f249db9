// Scrolling on screen changes: the router swaps pages without the browser's own page-load scroll, and screens
// arrive as separate chunks, so an anchor may not exist yet when the address changes.

const WAIT_FOR_ELEMENT_MS = 4000;
// Sections above the anchor may still grow once their data arrives (a layout shift would leave the reader
// short of the anchor), so the anchor is kept in place this long unless the reader scrolls first.
const SETTLE_MS = 1500;
// What a reader does to move or act on the page: from then on the page is theirs, and it is not pulled back.
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element with this id as soon as it is in the page (at once if it already is), and keeps it at
 * the top while the page settles. Returns a function that stops, for an effect's clean-up.
 *
 * It stops early when the reader takes over: a wheel, touch, key or pointer press, or a scroll that neither this
 * function nor the page's growth made (the scroll bar dragged, find-in-page, assistive technology, a test driver's
 * scroll before its click). Without that, a scroll in the settling time was undone a frame later and a click aimed
 * at the scrolled-to button landed on whatever the jump back put there.
 */
export function scrollToId(id: string): () => void {
  const started = Date.now();
  let foundAt: number | null = null;
  let frame = 0;
  let stopped = false;
  // Where this function last left the page, and how tall the page was then.
  let placedAt: { y: number; height: number } | null = null;
  const pageHeight = () => document.documentElement.scrollHeight;
  const onScroll = () => {
    if (placedAt && window.scrollY !== placedAt.y && pageHeight() === placedAt.height) stop();
  };
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of READER_EVENTS) window.removeEventListener(type, stop);
    window.removeEventListener('scroll', onScroll);
  };
  for (const type of READER_EVENTS) window.addEventListener(type, stop, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  const tick = () => {
    if (stopped) return;
    const element = document.getElementById(id);
    const now = Date.now();
    if (element) {
      foundAt ??= now;
      // scroll-margin-top on the section keeps it clear of the sticky nav bar.
      if (
        Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop || '0')) > 2
      ) {
        element.scrollIntoView({ behavior: 'auto', block: 'start' });
      }
      placedAt = { y: window.scrollY, height: pageHeight() };
      if (now - foundAt >= SETTLE_MS) return stop();
    } else if (now - started >= WAIT_FOR_ELEMENT_MS) {
      return stop();
    }
    frame = requestAnimationFrame(tick);
  };
  tick();
  return stop;
}
