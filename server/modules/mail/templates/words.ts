import { formatDateTime, formatMoney, type Catalogue, type MessageValues } from '../../../../contract/i18n/format.js';
import { SOURCE_LOCALE, type Locale } from '../../../../contract/i18n/locales.js';
import { MAIL, type ServerFeature } from '../../../lib/i18n/catalogues.js';
import { translate } from '../../../lib/i18n/translate.js';
import type { MailContext } from './index.js';

// The words of one message in its recipient's language (ctx.locale): every sentence from one of the catalogue's mail
// features, money and dates in the locale's own formats. English keeps the forms its messages have always had (the
// spec's text, word for word: '8.95 USD', 'Fri, 04 Dec 2026'); every other locale writes them through Intl.

type Key<C extends Catalogue> = Extract<keyof C, string>;

const englishMoney = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const englishDay = (iso: string) => new Date(iso).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const SHORT_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * The catalogue's name of a commerce product by its kind (payments' product registry: 'paid_hosting', 'vps', a
 * provider's '<provider>-extra-run'), or null for a kind it does not name: the caller then shows the stored label.
 */
export function productWordOf(kind: string | null | undefined): ProductWord | null {
  if (!kind) return null;
  if (kind.endsWith('-extra-run')) return 'extra_run';
  return (PRODUCT_WORDS as readonly string[]).includes(kind) ? (kind as ProductWord) : null;
}
const PRODUCT_WORDS = ['paid_hosting', 'vps', 'donation', 'plugin_donation', 'extra_run'] as const;
type ProductWord = (typeof PRODUCT_WORDS)[number];

/**
 * What a product's one-line description is made of (payments' ProductRecord.describedAs), so a mail says it in the
 * recipient's words; the English `description` stays for the ledger, the admin and older rows. Names (a plan, a
 * package, a plugin, a tier's amount) are the catalogue's own, said as they are.
 */
export type ProductDescription =
  | { kind: 'paid_hosting'; plan: string | null; domain: string }
  | { kind: 'vps'; package: string | null; order: string }
  | { kind: 'plugin_donation'; plugin: string }
  | { kind: 'donation'; tier: string | null; gift: string | null }
  | { kind: 'extra_run'; run: string };
const GIFT_WORDS = ['hosting', 'vps', 'both'] as const;

export function mailWords<C extends Catalogue>(feature: ServerFeature<C>, ctx: MailContext) {
  const locale: Locale = ctx.locale ?? SOURCE_LOCALE;
  const english = locale === SOURCE_LOCALE;
  const t = (key: Key<C>, values?: MessageValues) => translate(feature, locale, key, values);
  const common = (key: Key<typeof MAIL.english>, values?: MessageValues) => translate(MAIL, locale, key, values);
  return {
    locale,
    t,
    /** An amount in its currency ('8.95 USD' in English, '8,95 US$' in Spanish). */
    money: (cents: number, currency: string) =>
      english ? englishMoney(cents, currency) : formatMoney(cents, currency, locale),
    /** A moment, said in UTC ('Sun, 29 Nov 2026 10:00:00 GMT' in English). */
    moment: (iso: string) =>
      english ? new Date(iso).toUTCString() : common('dateUtc', { date: formatDateTime(iso, locale) }),
    /** A day, short ('Fri, 04 Dec 2026' in English). */
    day: (iso: string) =>
      english ? englishDay(iso) : new Intl.DateTimeFormat(locale, SHORT_DAY).format(new Date(iso)),
    /** A day with its weekday, unambiguous in any country: 'Tuesday, 8 December 2026 (UTC)'. */
    longDay: (iso: string) =>
      common('dayUtc', {
        day: new Intl.DateTimeFormat(english ? 'en-GB' : locale, LONG_DAY).format(new Date(iso)),
      }),
    /**
     * A product in the recipient's words: `inSentence` ('paid hosting', for "Your {product} renewed") or as a label
     * ('Paid hosting'). Mail stored before products were sent by kind carries only the English label: said as it is.
     */
    product: (p: { productKind?: string | null; productLabel: string }, form: 'inSentence' | 'label') => {
      const word = productWordOf(p.productKind);
      if (word) return common(form === 'label' ? `productLabel.${word}` : `product.${word}`);
      return form === 'label' ? p.productLabel : p.productLabel.toLowerCase();
    },
    /** A product's description in the recipient's words, or the stored English one when the mail has no parts. */
    description: (d: { description: string; describedAs?: ProductDescription }): string => {
      const parts = d.describedAs;
      if (!parts || english) return d.description;
      switch (parts.kind) {
        case 'paid_hosting':
          return parts.plan
            ? common('description.paid_hosting', { plan: parts.plan, domain: parts.domain })
            : common('description.paid_hosting_unnamed', { domain: parts.domain });
        case 'vps':
          return parts.package
            ? common('description.vps', { package: parts.package, order: parts.order })
            : d.description;
        case 'plugin_donation':
          return common('description.plugin_donation', { plugin: parts.plugin });
        case 'extra_run':
          return common('description.extra_run', { run: parts.run });
        case 'donation': {
          const known = GIFT_WORDS.find((code) => code === parts.gift);
          const gift = known ? common(`gift.${known}`) : parts.gift;
          if (parts.tier && gift) return common('description.donation_tier_gift', { tier: parts.tier, gift });
          if (parts.tier) return common('description.donation_tier', { tier: parts.tier });
          return gift ? common('description.donation_gift', { gift }) : common('description.donation');
        }
      }
    },
    /**
     * "contact support", naming the admin's support contact when one is set, and the help center beside it: most
     * questions are answered there before anyone has to write. `start` for the form that opens a sentence.
     */
    contactSupport: (position: 'inside' | 'start' = 'inside') => {
      const helpUrl = `${ctx.siteUrl}/help`;
      const contact = ctx.supportContact;
      if (position === 'start')
        return contact
          ? common('contactSupportAtStart', { contact, helpUrl })
          : common('contactSupportStart', { helpUrl });
      return contact ? common('contactSupportAt', { contact, helpUrl }) : common('contactSupport', { helpUrl });
    },
  };
}
