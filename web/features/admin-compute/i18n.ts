import english from '../../../contract/i18n/catalogue/en/admin-compute.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The admin Cloud tab: providers' accounts and forms, the default provider, the instance list and the launch dialogs. */
export const computeMessages = defineMessages('admin-compute', english);
