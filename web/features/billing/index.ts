// The billing centre (issue 20 point 3): the /billing page and the client dashboard's card linking to it.
export { BillingPage } from './components/billing-page';
export { BillingSummaryCard } from './components/billing-summary-card';
