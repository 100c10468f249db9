import { IntlMessageFormat } from 'intl-messageformat';
import {
  formatMessage,
  icuFormatOver,
  type Catalogue,
  type IcuFormat,
  type MessageValues,
} from '../../../contract/i18n/format.js';
import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';
import { SERVER_MESSAGE_KEYS } from '../../../contract/i18n/server-messages.js';
import { ERRORS, type ServerFeature } from './catalogues.js';

// The server's side of the catalogue: FormatJS's formatter (parsed messages kept, they are few), a missing key said
// once in the log, and the translation of an error answer by its English text.

const icu: IcuFormat = icuFormatOver(IntlMessageFormat);

type MissingReporter = (id: string) => void;
let reportMissing: MissingReporter = (id) => console.warn(`[i18n] ${id} is missing: sending the English text`);
const reported = new Set<string>();

/** Where a missing key is said (the app's logger once it is built; the console before). */
export function onMissingMessage(reporter: MissingReporter): void {
  reportMissing = reporter;
}

/** One message of a server feature in `locale`; a key the locale lacks is sent in English. */
export function translate<C extends Catalogue>(
  feature: ServerFeature<C>,
  locale: Locale,
  key: Extract<keyof C, string>,
  values?: MessageValues,
): string {
  const own = locale === SOURCE_LOCALE ? undefined : feature.translations[locale]?.[key];
  if (locale !== SOURCE_LOCALE && !own) {
    const id = `${locale}:${feature.feature}.${key}`;
    if (!reported.has(id)) {
      reported.add(id);
      reportMissing(id);
    }
  }
  return formatMessage(own || feature.english[key], own ? locale : SOURCE_LOCALE, values, icu);
}

/**
 * An error answer's message in the requester's language. Services throw the contract's English text; a text the
 * catalogue knows is sent translated, any other (not converted yet, or with details in it) as it is.
 */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return message;
  const key = SERVER_MESSAGE_KEYS.get(message);
  return key ? translate(ERRORS as ServerFeature<Catalogue>, locale, key) : message;
}
