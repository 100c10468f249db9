// The sandbox Stripe (sandbox/stripe.ts) as its own process for the webhook-ingest bench: the app's confirming reads
// go to it over loopback, and it shares no event loop with the senders. Keys and port come from the parent.
import { startFakeStripe } from '../../sandbox/stripe.js';

const [port, secretKey, publishableKey, webhookSecret] = process.argv.slice(2);
const stripe = await startFakeStripe({ port: Number(port), secretKey, publishableKey, webhookSecret });
process.on('SIGTERM', () => {
  void stripe.stop().finally(() => process.exit(0));
});
