// The fake Stripe in `npm run demo`: started on loopback with fixed test-mode keys, HostFree's Stripe client
// pointed at it (as STRIPE_API_URL would), the Stripe settings saved through the same service the admin screen
// uses, and signed webhooks delivered to the demo server, so donations and the plugin donation complete end to end.
import { createStripeClient, type StripeClientFactory } from '../../server/integrations/stripe/client.js';
import { startFakeStripe, type FakeStripe } from '../stripe.js';
import type { DemoSeeder } from './seeders.js';

/** Fixed so the settings stored in the demo's DATA_DIR keep working across restarts. */
export const DEMO_STRIPE_KEYS = {
  secretKey: 'sk_test_hostfreeDemoSandbox0000000000',
  publishableKey: 'pk_test_hostfreeDemoSandbox0000000000',
  webhookSecret: 'whsec_hostfreeDemoSandbox0000000000',
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

  /** Saves the sandbox keys as the Stripe settings and points the fake's webhooks at this server. */
  async seed(app, { config, say }) {
    const stripe = running;
    if (!stripe) throw new Error('the sandbox Stripe did not start');
    const current = await app.services.stripeSettings.readSettings();
    if (current.publicKey && !current.isTestMode) {
      // Live keys mean this is not a demo database: never overwrite them.
      throw new Error('This database has live Stripe keys configured; the demo will not replace them. Run the demo with another DATA_DIR (or DATABASE_URL).');
    }
    await app.services.stripeSettings.saveSettings({ ...DEMO_STRIPE_KEYS, publicKey: DEMO_STRIPE_KEYS.publishableKey, isTestMode: true });
    const webhookUrl = `http://127.0.0.1:${config.port}/api/stripe/webhook`;
    stripe.webhooks.configure({ url: webhookUrl, secret: DEMO_STRIPE_KEYS.webhookSecret });
    say(`Stripe:        test keys saved (secret key and webhook secret sealed); webhooks go to ${webhookUrl}`);
  },
};
