// Full-page navigations leave the single-page router (Stripe's pages, a download, /api/login, / after signing out).
// They live here, in one place, so a test replaces this module (vi.mock) rather than the window's location, which
// jsdom cannot navigate and which a test environment may not let it redefine.

/** Goes to another page, keeping this one in the history (Back returns here). */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/** Goes to another page in this one's place in the history (after signing out, Back must not return). */
export function replacePage(url: string): void {
  window.location.replace(url);
}
