import english from '../../../contract/i18n/catalogue/en/payment-refund.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The admin's refund dialog and its toasts, apart from the checkouts' payment words: the admin pages that list
 * payments (donations, pending orders, VPS orders) draw it, and they need none of the card form's words.
 */
export const paymentRefundMessages = defineMessages('payment-refund', english);
