import english from '../../../contract/i18n/catalogue/en/admin-pixel.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings → Facebook Pixel: the form, its current status and how it works. */
export const pixelMessages = defineMessages('admin-pixel', english);
