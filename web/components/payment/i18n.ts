import english from '../../../contract/i18n/catalogue/en/payment.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The words of the payment parts every checkout shares (card form, its fallback, the success pages' states), the
 * billing address fields, the promotion code field and the admin's refund dialog. Kept small: /paid-hosting,
 * /vps-checkout and /billing all load it.
 */
export const paymentMessages = defineMessages('payment', english);
