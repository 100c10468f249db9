import english from '../../../contract/i18n/catalogue/en/domains.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Searching a free name and claiming it: the search card, its results and the claim's toasts (000 §5 and §8). */
export const domainsMessages = defineMessages('domains', english);
export type DomainsKey = keyof typeof english;
