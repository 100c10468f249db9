import english from '../../../contract/i18n/catalogue/en/admin-hosting.json';
import countsEnglish from '../../../contract/i18n/catalogue/en/admin-hosting-counts.json';
import { SOURCE_LOCALE } from '../../../contract/i18n/locales.js';
import { defineMessages, translate, type Translate } from '../../lib/i18n/messages';

// The account count is an ICU plural, which needs the formatter (fetched on first use, even in English): it is a
// catalogue of its own, so the search, the create form and the dialogs never wait for it, in English or in a
// translation (a translated catalogue with one plural in it fetched the formatter for the whole tab); only the list of
// accounts and the bulk dialog's groups do, under their own Suspense.

/** The admin Hosting tab: the account list and cards, the create form, the suspend, delete and bulk package dialogs. */
export const hostingMessages = defineMessages('admin-hosting', english);
/** '1 account', '3 accounts'. */
export const hostingCountMessages = defineMessages('admin-hosting-counts', countsEnglish);

export type HostingKey = keyof typeof english;
export type HostingTranslate = Translate<HostingKey>;

/** English, for the rules (validate-create-account.ts) when no screen passes its own words. */
export const englishHosting: HostingTranslate = (key, values) => translate(hostingMessages, key, values, SOURCE_LOCALE);
