import { PluginCheckoutSuccessPage } from '../../features/donations';

/** /plugin-checkout-success (001 §2): the $5 plugin donation's thank-you. */
export function PluginCheckoutSuccessRoute() {
  return <PluginCheckoutSuccessPage />;
}
