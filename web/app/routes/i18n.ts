import english from '../../../contract/i18n/catalogue/en/routes.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Words of the route modules themselves: the new account's panel on /auth, pages' titles and notices. */
export const routesMessages = defineMessages('routes', english);
