import english from '../../../contract/i18n/catalogue/en/dashboard.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The signed-in client's home: greeting, tiles, add-email card, community, downloads and quick actions. */
export const dashboardMessages = defineMessages('dashboard', english);
export type DashboardKey = keyof typeof english;
