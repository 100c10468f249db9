import english from '../../../contract/i18n/catalogue/en/admin-stripe.json';
import { defineMessages } from '../../lib/i18n/messages';

/** VPS → Stripe Settings: the keys, their status, the webhook endpoint and Stripe Tax. */
export const stripeMessages = defineMessages('admin-stripe', english);
