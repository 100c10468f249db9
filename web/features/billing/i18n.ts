import english from '../../../contract/i18n/catalogue/en/billing.json';
import countsEnglish from '../../../contract/i18n/catalogue/en/billing-counts.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The billing centre's words: subscriptions, payments, plan changes, billing details, the dashboard's summary. */
export const billingMessages = defineMessages('billing', english);
export type BillingKey = keyof typeof english;

/**
 * The two plurals (the dashboard summary's count, a gift's countdown) apart: they need the ICU formatter, which the
 * rest of /billing and the dashboard do not fetch. Their components wait under their own Suspense.
 */
export const billingCountMessages = defineMessages('billing-counts', countsEnglish);
