import english from '../../../contract/i18n/catalogue/en/abuse-report.json';
import type { AbuseCategory } from '../../../contract/abuse-constants.js';
import { defineMessages } from '../../lib/i18n/messages';

/** /report-abuse: the public report form and its confirmation. */
export const abuseReportMessages = defineMessages('abuse-report', english);

/** Each category's name in the catalogue. */
export const ABUSE_CATEGORY_KEYS: Record<AbuseCategory, keyof typeof english> = {
  phishing: 'categoryPhishing',
  malware: 'categoryMalware',
  spam: 'categorySpam',
  copyright: 'categoryCopyright',
  other: 'categoryOther',
};
