import { VpsCheckoutPage } from '../../features/vps';

/** /vps-checkout (001 §2). */
export function VpsCheckoutRoute() {
  return <VpsCheckoutPage />;
}
