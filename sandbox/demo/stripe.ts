// The fake Stripe in `npm run demo`: started on loopback with fixed test-mode keys, HostFree's Stripe client
// pointed at it (as STRIPE_API_URL would), and the keys saved through the same service the admin screen uses,
// without a webhook secret: HostFree creates its own endpoint in the fake (at PUBLIC_URL, which the demo points at
// itself), and the fake delivers signed events there, so donations and the plugin donation complete end to end.
import { createStripeClient, type StripeClientFactory } from '../../server/integrations/stripe/client.js';
import { startFakeStripe, type FakeStripe } from '../stripe.js';
import type { DemoSeeder } from './seeders.js';

/** Fixed so the settings stored in the demo's DATA_DIR keep working across restarts. */
export const DEMO_STRIPE_KEYS = {
  secretKey: 'sk_test_hostfreeDemoSandbox0000000000',
  publishableKey: 'pk_test_hostfreeDemoSandbox0000000000',
} as const;

let running: FakeStripe | undefined;

/** The demo's fake Stripe (for the console commands); undefined before start(). */
export function demoStripe(): FakeStripe | undefined {
  return running;
}

export const stripeDemo: DemoSeeder = {
  name: 'Stripe',

  async start({ say }) {
    const stripe = await startFakeStripe({ ...DEMO_STRIPE_KEYS });
    running = stripe;
    const clientFactory: StripeClientFactory = (options) => createStripeClient({ ...options, apiUrl: stripe.url });
    say(`Sandbox Stripe:   ${stripe.url}`);
    say('               test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined;');
    say(`               hosted invoices at ${stripe.url}/i/<invoice id>; type "stripe down" / "stripe up".`);
    return {
      deps: { stripeClientFactory: clientFactory },
      async stop() {
        await stripe.stop();
        running = undefined;
      },
    };
  },

  /** Saves the sandbox keys as the Stripe settings; HostFree's own webhook endpoint takes the events. */
  async seed(app, { say }) {
    if (!running) throw new Error('the sandbox Stripe did not start');
    const current = await app.services.stripeSettings.readSettings();
    if (current.publicKey && !current.isTestMode) {
      // Live keys mean this is not a demo database: never overwrite them.
      throw new Error(
        'This database has live Stripe keys configured; the demo will not replace them. Run the demo with another DATA_DIR (or DATABASE_URL).',
      );
    }
    // No webhook secret: the fake forgets its endpoints at each start, so HostFree makes a new one every time.
    const saved = await app.services.stripeSettings.saveSettings({
      publicKey: DEMO_STRIPE_KEYS.publishableKey,
      secretKey: DEMO_STRIPE_KEYS.secretKey,
      isTestMode: true,
    });
    say(
      saved.webhook.mode === 'managed'
        ? `Stripe:        test keys saved (secret key sealed); HostFree's webhook endpoint ${saved.webhook.endpointId} delivers to ${saved.webhookUrl}`
        : `Stripe:        test keys saved, but the webhook endpoint was not set up: ${saved.webhook.error}`,
    );
  },
};
