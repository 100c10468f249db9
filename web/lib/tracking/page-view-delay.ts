/** 000 §7 / 001 §2: a page-view event 3 seconds after a page opens. Its own file: the shell waits with it, and fetches
 * the page view's code (with the pixel's) only when the time has come. */
export const PAGE_VIEW_DELAY_MS = 3000;
