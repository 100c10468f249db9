import english from '../../../contract/i18n/catalogue/en/admin-packages.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Package management: the list, the add/edit and delete dialogs and the WHM package field. */
export const packagesMessages = defineMessages('admin-packages', english);
