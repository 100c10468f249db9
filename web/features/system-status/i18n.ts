import english from '../../../contract/i18n/catalogue/en/system-status.json';
import { defineMessages } from '../../lib/i18n/messages';

/** System → Status: the outside systems, the job queue, the mail outbox and the abuse scan. */
export const systemStatusMessages = defineMessages('system-status', english);
