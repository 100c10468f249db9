import english from '../../../contract/i18n/catalogue/en/audit-log.json';
import sentences from '../../../contract/i18n/catalogue/en/audit-sentences.json';
import { defineMessages } from '../../lib/i18n/messages';

// The pager's count is an ICU plural, which needs the formatter (fetched on first use, even in English): it is
// declared apart, so the filters and headers never wait for it and only a page of events does (EventPage).
const { eventCount, ...words } = english;

/** The admin Audit Log and the user's Security activity: the screens' words and each action's label. */
export const auditLogMessages = defineMessages('audit-log', words);
/** '1 event', '120 events': the pager's count. */
export const auditCountMessages = defineMessages('audit-log', { eventCount });
/**
 * Each event's sentence (contract/audit-sentences.ts picks the message and its values): apart from the screens' words,
 * as only a page of events draws them.
 */
export const auditSentenceMessages = defineMessages('audit-sentences', sentences);
