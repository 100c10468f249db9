import english from '../../contract/i18n/catalogue/en/components.json';
import { defineMessages } from '../lib/i18n/messages';

/** The shared components' words (support links, policy consent, credentials, dialogs, payment parts). */
export const componentsMessages = defineMessages('components', english);
export type ComponentsKey = keyof typeof english;
