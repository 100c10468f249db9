import type { PixelClientConfig } from '../../../contract/marketing.js';
import { PIXEL_DEFAULTS } from '../../../contract/pixel-defaults.js';

// The Facebook pixel in the browser (../shared/reference/facebook-pixel.md §1–§2). Loaded only when an admin
// made it active (GET /api/facebook-pixel/config), never on admin screens. Calls made before the config is
// known wait for it; when the pixel is inactive they are dropped, so nothing is loaded or sent.

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
  disablePushState?: boolean;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

let config: PixelClientConfig | null = null;
let loaded = false;
const waiting: ((c: PixelClientConfig) => void)[] = [];

/** The official bootstrap: a queueing stub, the async library, then init (idempotent). */
function bootstrap(pixelId: string) {
  if (!window.fbq) {
    const fbq: Fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    } as Fbq;
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = SCRIPT_URL;
    script.dataset.hostfreePixel = pixelId;
    document.head.appendChild(script);
  }
  // We send PageView ourselves (3 s after each route, lib/tracking/page-view.ts): the library must not add its own.
  window.fbq.disablePushState = true;
  window.fbq('set', 'autoConfig', false, pixelId);
  window.fbq('init', pixelId);
}

/** Called by the app's tracking loader with the server's answer; loads the pixel when active. */
export function configurePixel(next: PixelClientConfig) {
  config = next;
  if (next.isActive && next.pixelId && !loaded) {
    bootstrap(next.pixelId);
    loaded = true;
  }
  for (const run of waiting.splice(0)) run(next);
}

function whenConfigured(run: (c: PixelClientConfig) => void) {
  if (config) run(config);
  else waiting.push(run);
}

function track(name: string, params?: Record<string, unknown>, eventId?: string, custom = false) {
  window.fbq?.(custom ? 'trackCustom' : 'track', name, params ?? {}, ...(eventId ? [{ eventID: eventId }] : []));
}

export function trackPageView() {
  whenConfigured((c) => {
    if (c.isActive && c.trackPageViews) track('PageView');
  });
}

/** 000 §9: CompleteRegistration worth 5 USD; the id matches the server's Conversions API event (reg-<userId>). */
export function trackRegistration(userId: number | null) {
  whenConfigured((c) => {
    if (!c.isActive) return;
    track(
      'CompleteRegistration',
      { value: PIXEL_DEFAULTS.registrationValue, currency: PIXEL_DEFAULTS.currency },
      userId ? `reg-${userId}` : undefined,
    );
  });
}

/** The conversion page's secondary event, 3 s after it opened (000 §2). */
export function trackConversionFollowUp(type: string) {
  whenConfigured((c) => {
    if (c.isActive) track('ConversionEngaged', { conversion_type: type }, undefined, true);
  });
}

/**
 * For the payment success pages (through trackPurchaseOnce in ./purchase.ts, which sends it once per payment): call
 * once the server has confirmed the payment, with the id the server used for its own Purchase event ('pay-<PaymentIntent id>').
 * The value defaults to the admin's purchaseEventValue (5.00 USD); pass the amount in dollars to override it.
 * contentName names the product ('VPS Purchase'), as content_name.
 */
export function trackPurchase({
  eventId,
  value,
  currency = PIXEL_DEFAULTS.currency,
  contentName,
}: {
  eventId: string;
  value?: number;
  currency?: string;
  contentName?: string;
}) {
  whenConfigured((c) => {
    if (c.isActive && c.trackPurchases)
      track(
        'Purchase',
        { value: value ?? c.purchaseEventValue, currency, ...(contentName ? { content_name: contentName } : {}) },
        eventId,
      );
  });
}

/** Tests only: forget the loaded state. */
export function resetPixelForTests() {
  config = null;
  loaded = false;
  waiting.length = 0;
}
