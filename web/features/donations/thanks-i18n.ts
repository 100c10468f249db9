import english from '../../../contract/i18n/catalogue/en/donation-thanks.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The thank-you views after payment: their own file and module, since the gift countdown's plural needs the ICU
 * formatter, and the landing page's tiers must carry neither it nor these words.
 */
export const donationThanksMessages = defineMessages('donation-thanks', english);
