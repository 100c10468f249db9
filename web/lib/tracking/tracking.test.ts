import { afterEach, describe, expect, it } from 'vitest';
import { hasInjectedHeaderCode, injectHeaderCode } from './header-code';
import { configurePixel, resetPixelForTests, trackPurchase, trackRegistration } from './pixel';

const ACTIVE = {
  isActive: true,
  pixelId: '123456789012345',
  trackPageViews: true,
  trackPurchases: true,
  purchaseEventValue: 5,
};

describe('pixel', () => {
  afterEach(() => {
    resetPixelForTests();
    delete window.fbq;
    delete window._fbq;
    document.head.querySelectorAll('script[data-hostfree-pixel]').forEach((s) => s.remove());
  });

  it('loads nothing and drops events when the pixel is inactive', () => {
    trackRegistration(7);
    configurePixel({ ...ACTIVE, isActive: false, pixelId: null });
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector('script[data-hostfree-pixel]')).toBeNull();
  });

  it('queues events made before the config arrives, with the shared event ids and values', () => {
    trackRegistration(7);
    configurePixel(ACTIVE);
    trackPurchase({ eventId: 'pay-in_1' });
    trackPurchase({ eventId: 'pay-in_2', value: 8.95 });
    expect(document.querySelector('script[data-hostfree-pixel]')?.getAttribute('src')).toBe(
      'https://connect.facebook.net/en_US/fbevents.js',
    );
    expect(window.fbq!.queue).toEqual([
      ['set', 'autoConfig', false, ACTIVE.pixelId],
      ['init', ACTIVE.pixelId],
      ['track', 'CompleteRegistration', { value: 5, currency: 'USD' }, { eventID: 'reg-7' }],
      ['track', 'Purchase', { value: 5, currency: 'USD' }, { eventID: 'pay-in_1' }],
      ['track', 'Purchase', { value: 8.95, currency: 'USD' }, { eventID: 'pay-in_2' }],
    ]);
  });

  it('sends no Purchase when trackPurchases is off', () => {
    configurePixel({ ...ACTIVE, trackPurchases: false });
    trackPurchase({ eventId: 'pay-in_3' });
    expect(window.fbq!.queue!.some((call) => call[1] === 'Purchase')).toBe(false);
  });
});

describe('header code loader', () => {
  it('puts the snippets into the head once, lower positions first, scripts re-created so they run', async () => {
    await injectHeaderCode([
      { id: 2, name: 'b', code: '<meta name="second">', position: 5 },
      { id: 1, name: 'a', code: '<meta name="first"><script>window.x = 1</script>', position: -1 },
    ]);
    const marked = Array.from(document.head.querySelectorAll('[data-hostfree-header-code]'));
    expect(marked.map((n) => n.getAttribute('name') ?? n.tagName)).toEqual(['first', 'SCRIPT', 'second']);
    expect((marked[1] as HTMLScriptElement).text).toBe('window.x = 1');
    expect(hasInjectedHeaderCode()).toBe(true);
    await injectHeaderCode([{ id: 3, name: 'c', code: '<meta name="third">', position: 0 }]);
    expect(document.head.querySelector('meta[name="third"]')).toBeNull();
  });
});
