import english from '../../../contract/i18n/catalogue/en/vps-orders.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The dashboard's VPS orders card and the order badge (also on /vps-success), apart from the offer's and the
 * checkout's words: every client's dashboard draws the card, and it needs none of the rest.
 */
export const vpsOrdersMessages = defineMessages('vps-orders', english);
