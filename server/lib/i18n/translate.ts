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
import { ERRORS, ERROR_DOMAINS, type ServerFeature } from './catalogues.js';

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

/** English text → where the catalogue keeps it: the forms' `errors` first, then each domain's `errors-<domain>`. */
const ERROR_TEXTS: ReadonlyMap<string, { feature: ServerFeature<Catalogue>; key: string }> = new Map([
  ...ERROR_DOMAINS.flatMap((feature) =>
    Object.entries(feature.english).map(([key, text]) => [text, { feature, key }] as const),
  ),
  ...[...SERVER_MESSAGE_KEYS].map(
    ([text, key]) => [text, { feature: ERRORS as ServerFeature<Catalogue>, key }] as const,
  ),
]);

/**
 * An error answer's message in the requester's language. Services throw the contract's English text; a text the
 * catalogue knows is sent translated, any other (a message with a value in it, a provider's own words) as it is.
 */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return message;
  const found = ERROR_TEXTS.get(message);
  if (found) return translate(found.feature, locale, found.key);
  for (const template of ERROR_TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    return translate(template.feature, locale, template.key, values);
  }
  return message;
}

/**
 * The messages with values ('{domain} is already hosted here.', filled by the contract's fillMessage): the English
 * template as a pattern that gives the values back, the most specific first, so a thrown text finds its template.
 */
const ERROR_TEMPLATES = ERROR_DOMAINS.flatMap((feature) =>
  Object.entries(feature.english)
    .filter(([, text]) => /\{\w+\}/.test(text))
    .map(([key, text]) => {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const literal = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return {
        feature,
        key,
        names,
        pattern: new RegExp(`^${literal.join('(.+?)')}$`, 's'),
        weight: literal.join('').length,
      };
    }),
).sort((a, b) => b.weight - a.weight);
