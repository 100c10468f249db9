// Stripe Checkout is another site: a full-page navigation the router cannot make, kept in one place so tests can
// replace it (jsdom cannot navigate).
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
