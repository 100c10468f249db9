import english from '../../../contract/i18n/catalogue/en/admin-abuse.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Admin → Abuse: the reports queue and its actions, the automatic suspension, reputation sources and detection. */
export const abuseMessages = defineMessages('admin-abuse', english);
