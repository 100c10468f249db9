import type { Catalogue } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import enErrors from '../../../contract/i18n/catalogue/en/errors.json';
import esErrors from '../../../contract/i18n/catalogue/es/errors.json';
import ptBRErrors from '../../../contract/i18n/catalogue/pt-BR/errors.json';
import frErrors from '../../../contract/i18n/catalogue/fr/errors.json';
import idErrors from '../../../contract/i18n/catalogue/id/errors.json';
import hiErrors from '../../../contract/i18n/catalogue/hi/errors.json';
import arErrors from '../../../contract/i18n/catalogue/ar/errors.json';
import enMail from '../../../contract/i18n/catalogue/en/mail.json';
import esMail from '../../../contract/i18n/catalogue/es/mail.json';
import ptBRMail from '../../../contract/i18n/catalogue/pt-BR/mail.json';
import frMail from '../../../contract/i18n/catalogue/fr/mail.json';
import idMail from '../../../contract/i18n/catalogue/id/mail.json';
import hiMail from '../../../contract/i18n/catalogue/hi/mail.json';
import arMail from '../../../contract/i18n/catalogue/ar/mail.json';

// The server's own features of the catalogue, every locale in memory (a few KB): the error answers and the mail.
// The web's features are fetched by the browser and never loaded here. Adding a locale adds its two lines per feature.

export interface ServerFeature<C extends Catalogue> {
  feature: string;
  english: C;
  translations: Partial<Record<Locale, Partial<Catalogue>>>;
}

export const ERRORS: ServerFeature<typeof enErrors> = {
  feature: 'errors',
  english: enErrors,
  translations: { es: esErrors, 'pt-BR': ptBRErrors, fr: frErrors, id: idErrors, hi: hiErrors, ar: arErrors },
};

export const MAIL: ServerFeature<typeof enMail> = {
  feature: 'mail',
  english: enMail,
  translations: { es: esMail, 'pt-BR': ptBRMail, fr: frMail, id: idMail, hi: hiMail, ar: arMail },
};
