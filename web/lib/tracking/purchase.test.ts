import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePixel, resetPixelForTests } from './pixel';
import { paymentIntentIdOfSecret, purchaseEventId, resetPurchaseTrackingForTests, trackPurchaseOnce } from './purchase';

// The browser's Purchase once per payment, with the Conversions API's event id and value.
const ACTIVE = {
  isActive: true,
  pixelId: '123456789012345',
  trackPageViews: true,
  trackPurchases: true,
  purchaseEventValue: 5,
};
const purchases = () => (window.fbq?.queue ?? []).filter((call) => call[1] === 'Purchase');

describe('trackPurchaseOnce', () => {
  beforeEach(() => configurePixel(ACTIVE));
  afterEach(() => {
    resetPixelForTests();
    resetPurchaseTrackingForTests();
    delete window.fbq;
    delete window._fbq;
    document.head.querySelectorAll('script[data-hostfree-pixel]').forEach((s) => s.remove());
  });

  it('reads the PaymentIntent out of a client secret, and nothing else', () => {
    expect(paymentIntentIdOfSecret('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
    expect(paymentIntentIdOfSecret('seti_1_secret_x')).toBeNull();
    expect(paymentIntentIdOfSecret('pi_3Abc')).toBeNull();
    expect(paymentIntentIdOfSecret(null)).toBeNull();
    expect(purchaseEventId('pi_3Abc')).toBe('pay-pi_3Abc');
  });

  it("sends the server's event id and amount once; a second call, a reload or another tab send nothing", () => {
    expect(trackPurchaseOnce({ paymentIntentId: 'pi_1', amountCents: 895, currency: 'usd' })).toBe(true);
    expect(trackPurchaseOnce({ paymentIntentId: 'pi_1', amountCents: 895, currency: 'usd' })).toBe(false);
    // A reload: the page's memory is gone, the browser's storage is not.
    resetPurchaseTrackingForTests();
    expect(trackPurchaseOnce({ paymentIntentId: 'pi_1', amountCents: 895, currency: 'usd' })).toBe(false);
    expect(purchases()).toEqual([['track', 'Purchase', { value: 8.95, currency: 'USD' }, { eventID: 'pay-pi_1' }]]);
    // Another payment is its own purchase.
    trackPurchaseOnce({ paymentIntentId: 'pi_2', amountCents: 2000, currency: 'usd', contentName: 'VPS Purchase' });
    expect(purchases()[1]).toEqual([
      'track',
      'Purchase',
      { value: 20, currency: 'USD', content_name: 'VPS Purchase' },
      { eventID: 'pay-pi_2' },
    ]);
  });

  it("without an amount, the admin's purchase value", () => {
    trackPurchaseOnce({ paymentIntentId: 'pi_3', amountCents: null });
    expect(purchases()).toEqual([['track', 'Purchase', { value: 5, currency: 'USD' }, { eventID: 'pay-pi_3' }]]);
  });

  it('a browser that refuses storage still sends it once per page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(trackPurchaseOnce({ paymentIntentId: 'pi_4', amountCents: 300, currency: 'usd' })).toBe(true);
    expect(trackPurchaseOnce({ paymentIntentId: 'pi_4', amountCents: 300, currency: 'usd' })).toBe(false);
    expect(purchases()).toHaveLength(1);
  });

  it('remembers the newest 50 payments only', () => {
    for (let i = 0; i < 60; i++) trackPurchaseOnce({ paymentIntentId: `pi_m${i}`, amountCents: 100, currency: 'usd' });
    const kept = JSON.parse(localStorage.getItem('hfTrackedPurchases')!) as string[];
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe('pay-pi_m59');
    expect(kept).not.toContain('pay-pi_m0');
  });
});
