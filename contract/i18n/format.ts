// Turning a catalogue message into text. Messages are ICU MessageFormat (FormatJS's intl-messageformat formats them);
// most have no argument at all and a few only `{name}`: those are written here without the library, so a page whose
// messages are all simple never downloads it (the web loads it on the first message that needs it; the server imports it).

export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;
/** One feature's messages in one locale: key → ICU message. */
export type Catalogue = Readonly<Record<string, string>>;
/** The library's formatter, passed in by each side (intl-messageformat's IntlMessageFormat). */
export type IcuFormat = (message: string, locale: string, values: MessageValues) => string;

const SIMPLE_ARGUMENT = /\{\s*([A-Za-z_][\w]*)\s*\}/g;

/**
 * ICU's apostrophe quotes only before a syntax character ('{', '}', '#', '|') or another apostrophe; elsewhere
 * ("You've", "don't") it is the letter itself.
 */
const QUOTING_APOSTROPHE = /'[{}#|']/;

/** No braces and no quoting apostrophe: the message is its own text. */
export function isPlainMessage(message: string): boolean {
  return !/[{}]/.test(message) && !QUOTING_APOSTROPHE.test(message);
}

/** Only `{name}` arguments and no quoting apostrophe: formatted here, no library needed. */
export function isSimpleMessage(message: string): boolean {
  return !QUOTING_APOSTROPHE.test(message) && !/[{}]/.test(message.replace(SIMPLE_ARGUMENT, ''));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A value as ICU's `{name}` prints it: numbers and dates in the locale's own way. */
function simpleValue(value: MessageValue | undefined, locale: string, name: string): string {
  if (value === undefined) throw new Error(`The message needs a value for {${name}}`);
  // Not through the kept formatters below: a `{name}` number or date is rare, and the web's first load carries this
  // path (the kept ones stay with money and dates, which only some screens use).
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (value instanceof Date)
    return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(value);
  return value;
}

/**
 * The text of `message` with `values`. `icu` is needed only when the message is more than plain text and `{name}`s
 * (plural, select, number and date styles); without it such a message throws, which the web's hook turns into a wait.
 */
export function formatMessage(message: string, locale: string, values: MessageValues = {}, icu?: IcuFormat): string {
  if (isPlainMessage(message)) return message;
  if (isSimpleMessage(message))
    return message.replace(SIMPLE_ARGUMENT, (_, name: string) => simpleValue(values[name], locale, name));
  if (!icu) throw new IcuFormatterNeeded();
  return icu(message, locale, values);
}

export class IcuFormatterNeeded extends Error {
  constructor() {
    super('This message needs the ICU formatter, which is not loaded yet');
    this.name = 'IcuFormatterNeeded';
  }
}

/**
 * An amount of money in the locale's own way ('$5.00', '5,00 US$', '٥٫٠٠ US$'). Amounts are kept in the currency's
 * minor unit, as Stripe and the ledger keep them. Passed to messages as a ready string: ICU's currency skeleton
 * fixes the currency in the message, while a receipt's currency is the payment's.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const format = numberFormat(locale, { style: 'currency', currency: code });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** A moment as a date and time in the locale's own way, in UTC (mail and pages say "UTC" beside it). */
export function formatDateTime(value: Date | string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value));
}

/** Keys of `english` that `messages` lacks (or leaves empty): what a translator still has to write. */
export function missingKeys(english: Catalogue, messages: Partial<Catalogue> | undefined): string[] {
  return Object.keys(english).filter((key) => !messages?.[key]?.trim());
}

/** The ICU formatter over FormatJS's class (each side imports it its own way), each message parsed once per locale. */
export function icuFormatOver(
  IntlMessageFormat: new (message: string, locale: string) => { format(values?: Record<string, unknown>): unknown },
): IcuFormat {
  const parsed = new Map<string, { format(values?: Record<string, unknown>): unknown }>();
  return (message, locale, values) => {
    const key = `${locale}\u0000${message}`;
    let format = parsed.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      parsed.set(key, format);
    }
    return String(format.format(values));
  };
}

/**
 * A contract message with values, in English: '{domain} is already hosted here.' with { domain }. Services throw it
 * as it is; the server's error handler finds its template and answers it in the requester's language.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return formatMessage(template, 'en', values);
}
