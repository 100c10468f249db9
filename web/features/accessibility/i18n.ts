import english from '../../../contract/i18n/catalogue/en/accessibility.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The accessibility statement (/accessibility) and its feedback channel. */
export const accessibilityMessages = defineMessages('accessibility', english);
