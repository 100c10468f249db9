// The billing centre: the /billing page and the client dashboard's card linking to it.
export { BillingPage } from './components/billing-page';
export { BillingSummaryCard } from './components/billing-summary-card';
