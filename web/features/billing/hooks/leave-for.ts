// A full-page navigation to Stripe's card page leaves the single-page app: kept in one place so tests can replace it
// (jsdom cannot navigate).
export function leaveFor(url: string): void {
  window.location.assign(url);
}
