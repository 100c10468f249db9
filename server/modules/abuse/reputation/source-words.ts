// A reputation source's settings card in the admin's language. Each source writes its key's name, where to get a key
// and how long answers are kept in English in its own folder; the server-only catalogue feature `reputation-sources`
// keeps those words by '<source>.<field>', and GET /api/admin/reputation-sources answers them translated. A source's
// name and a key's own name ('Auth-Key', abuse.ch's word) stay as written. source-words.test.ts fails until a
// registered source's words are in the catalogue.
import type { ReputationSourceView } from '../../../../contract/abuse-reputation.js';
import type { Catalogue } from '../../../../contract/i18n/format.js';
import { SOURCE_LOCALE, type Locale } from '../../../../contract/i18n/locales.js';
import { REPUTATION_SOURCES, type ServerFeature } from '../../../lib/i18n/catalogues.js';
import { translate } from '../../../lib/i18n/translate.js';

export const SOURCE_WORD_FIELDS = ['keyLabel', 'keyHelp', 'cacheNote'] as const;
type Field = (typeof SOURCE_WORD_FIELDS)[number];

export const sourceWordKey = (sourceId: string, field: Field) => `${sourceId}.${field}`;

/** One source's card with its words in `locale`; a word the catalogue does not hold as written stays in English. */
export function sourceViewInLanguage(view: ReputationSourceView, locale: Locale): ReputationSourceView {
  if (locale === SOURCE_LOCALE) return view;
  const english: Record<string, string> = REPUTATION_SOURCES.english;
  const say = (field: Field) => {
    const key = sourceWordKey(view.id, field);
    return english[key] === view[field]
      ? translate(REPUTATION_SOURCES as ServerFeature<Catalogue>, locale, key)
      : view[field];
  };
  return { ...view, keyLabel: say('keyLabel'), keyHelp: say('keyHelp'), cacheNote: say('cacheNote') };
}
