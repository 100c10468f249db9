import english from '../../../contract/i18n/catalogue/en/admin-pending-orders.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Pending Orders: the orders an admin carries out by hand. */
export const pendingOrdersMessages = defineMessages('admin-pending-orders', english);
