import { lazy } from 'react';

// The steps after the domain are fetched when the buyer gets to them, not with the page: the billing step brings the
// billing address, promotion code and consent fields, the payment step the card form (Stripe Elements, the hosted
// invoice fallback, the payment messages), the success view the credentials. A visitor's first load carried all of it
// to draw the plan tabs and the domain step. Each step fetches the next one's code while the buyer fills it in.

const loadBillingStep = () => import('./billing-step');
const loadPaymentStep = () => import('./payment-step');
const loadSuccessView = () => import('./success-view');

export const BillingStep = lazy(async () => ({ default: (await loadBillingStep()).BillingStep }));
export const PaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).PaymentStep }));
export const SuccessView = lazy(async () => ({ default: (await loadSuccessView()).SuccessView }));

/** On the way to the billing step (the pointer on Continue, Resume): its code is on its way before the click. */
export const preloadBillingStep = () => void loadBillingStep();
export const preloadPaymentStep = () => void loadPaymentStep();
export const preloadSuccessView = () => void loadSuccessView();
