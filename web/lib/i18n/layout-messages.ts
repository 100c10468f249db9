import english from '../../../contract/i18n/catalogue/en/layout.json';
import { defineMessages } from './messages';

/** The shell's words (bar, footer, skip link, switcher) and the shared components' (form fields' "(optional)"). */
export const layoutMessages = defineMessages('layout', english);
