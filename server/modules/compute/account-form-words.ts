// The words of a provider's account form (labels, placeholders, hints) in the admin's language. A provider writes
// its form in English in its own folder (providers/<id>/account.ts); the server-only catalogue feature
// `compute-forms` keeps those words by '<provider>.<field>.<part>', and GET /api/admin/compute/providers answers
// them translated. So the web's generic account card stays free of provider names and a new cloud needs no web
// entry: only its words in the catalogue (account-form-words.test.ts fails until they are there).
import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';
import type { Catalogue } from '../../../contract/i18n/format.js';
import { COMPUTE_FORMS, type ServerFeature } from '../../lib/i18n/catalogues.js';
import { translate } from '../../lib/i18n/translate.js';
import type { AccountFormField } from './providers/types.js';

const PARTS = ['label', 'placeholder', 'help'] as const;
type Part = (typeof PARTS)[number];

const keyOf = (providerId: string, field: string, part: Part) => `${providerId}.${field}.${part}`;

/** Every word a provider's form says, by catalogue key, as the provider wrote it: the catalogue's English source. */
export function accountFormWords(providerId: string, fields: readonly AccountFormField[]): Record<string, string> {
  const words: Record<string, string> = {};
  for (const field of fields)
    for (const part of PARTS) {
      const text = field[part];
      if (text) words[keyOf(providerId, field.name, part)] = text;
    }
  return words;
}

/** A provider's form fields with their words in `locale` (a word the catalogue lacks stays as the provider wrote it). */
export function accountFormInLanguage(
  providerId: string,
  fields: readonly AccountFormField[],
  locale: Locale,
): AccountFormField[] {
  if (locale === SOURCE_LOCALE) return [...fields];
  const english: Record<string, string> = COMPUTE_FORMS.english;
  const say = (text: string | undefined, part: Part, field: string) => {
    const key = keyOf(providerId, field, part);
    return text && english[key] === text ? translate(COMPUTE_FORMS as ServerFeature<Catalogue>, locale, key) : text;
  };
  return fields.map((field) => ({
    ...field,
    label: say(field.label, 'label', field.name) ?? field.label,
    ...(field.placeholder ? { placeholder: say(field.placeholder, 'placeholder', field.name) } : {}),
    ...(field.help ? { help: say(field.help, 'help', field.name) } : {}),
  }));
}
