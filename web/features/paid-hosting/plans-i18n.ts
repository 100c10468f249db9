import english from '../../../contract/i18n/catalogue/en/paid-plans.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The dashboard's paid plans card (status, renewal, cancel and resume), apart from the checkout's words: every
 * client's dashboard draws the card, and it needs none of /paid-hosting's.
 */
export const paidPlansMessages = defineMessages('paid-plans', english);
