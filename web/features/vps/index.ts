export { VpsOffer } from './components/vps-offer';
export { VpsOrdersCard } from './components/vps-orders-card';
export { VpsCheckoutPage } from './components/vps-checkout-page';
export { VpsSuccessPage } from './components/vps-success-page';
