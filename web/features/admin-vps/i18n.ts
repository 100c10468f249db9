import english from '../../../contract/i18n/catalogue/en/admin-vps.json';
import { defineMessages } from '../../lib/i18n/messages';

/** VPS Management: the packages and their dialog, the orders with their details and server setup. */
export const vpsMessages = defineMessages('admin-vps', english);
