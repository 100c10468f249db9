import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

// A stand-in for Stripe.js in jsdom: just what @stripe/react-stripe-js and our payment form call. The Payment
// Element mounts an empty box and reports 'ready'; confirmPayment is a mock each test programs.

type Handler = (...args: unknown[]) => void;

export interface FakeStripeJs {
  stripe: Stripe;
  confirmPayment: ReturnType<typeof vi.fn>;
  /** The options the Elements group was created with (clientSecret, appearance). */
  elementsOptions: () => Record<string, unknown> | undefined;
}

export function createFakeStripeJs(): FakeStripeJs {
  let lastOptions: Record<string, unknown> | undefined;
  const confirmPayment = vi.fn(async () => ({ paymentIntent: { id: 'pi_fake', status: 'succeeded' } }));
  const elements = (options?: Record<string, unknown>) => {
    lastOptions = options;
    const handlers = new Map<string, Handler[]>();
    const element = {
      mount(node: HTMLElement) {
        const box = document.createElement('div');
        box.setAttribute('data-testid', 'payment-element');
        node.appendChild(box);
        setTimeout(() => handlers.get('ready')?.forEach((h) => h({ elementType: 'payment' })), 0);
      },
      on(event: string, handler: Handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return element;
      },
      off(event: string, handler: Handler) {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== handler),
        );
        return element;
      },
      update() {},
      destroy() {},
      unmount() {},
    };
    return { create: () => element, getElement: () => element, update() {}, submit: async () => ({}) };
  };
  const stripe = {
    elements,
    confirmPayment,
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo() {},
    _registerWrapper() {},
  } as unknown as Stripe;
  return { stripe, confirmPayment, elementsOptions: () => lastOptions };
}
