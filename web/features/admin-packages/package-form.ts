import { formatMoney } from '../../../contract/i18n/format.js';
import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  normaliseTlds,
  PACKAGE_CURRENCIES,
  PACKAGE_DEFAULTS,
  PLAN_TYPES,
  type CreatePackageBody,
  type HostingPackage,
} from '../../../contract/admin.js';

// The add/edit dialog's fields as typed (strings), their 001 §5 rules and messages, and the conversion to
// the API body: price typed in dollars is sent in cents; included TLDs typed as 'com, .org' are sent as a list.

/** A whole number typed in a field, at least `min`. */
const wholeNumber = (min: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min, message);

export const packageFormSchema = z.object({
  name: z.string().trim().min(1, ADMIN_MESSAGES.packageNameRequired),
  displayName: z.string().trim().min(1, ADMIN_MESSAGES.packageDisplayNameRequired),
  description: z.string(),
  price: z
    .string()
    .trim()
    .min(1, ADMIN_MESSAGES.priceMin)
    .refine((v) => /^\d+(\.\d{0,2})?$/.test(v) || /^\.\d{1,2}$/.test(v), ADMIN_MESSAGES.priceMin),
  currency: z.enum(PACKAGE_CURRENCIES),
  planType: z.enum(PLAN_TYPES),
  diskSpaceQuota: wholeNumber(1, ADMIN_MESSAGES.diskRequired),
  bandwidthQuota: wholeNumber(1, ADMIN_MESSAGES.bandwidthRequired),
  emailAccounts: wholeNumber(0, ADMIN_MESSAGES.emailAccountsMin),
  databases: wholeNumber(0, ADMIN_MESSAGES.databasesMin),
  subdomains: wholeNumber(0, ADMIN_MESSAGES.subdomainsMin),
  whmPackageName: z.string().trim().min(1, ADMIN_MESSAGES.whmPackageRequired),
  allowedTlds: z.string(),
  isActive: z.boolean(),
});
export type PackageFormValues = z.infer<typeof packageFormSchema>;

/** 001 §9 defaults: disk 1024 MB, bandwidth 10240 MB, 10 e-mail accounts, 5 databases, 10 subdomains, USD, custom. */
export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  name: '',
  displayName: '',
  description: '',
  price: '0',
  currency: PACKAGE_DEFAULTS.currency,
  planType: PACKAGE_DEFAULTS.planType,
  diskSpaceQuota: String(PACKAGE_DEFAULTS.diskSpaceQuota),
  bandwidthQuota: String(PACKAGE_DEFAULTS.bandwidthQuota),
  emailAccounts: String(PACKAGE_DEFAULTS.emailAccounts),
  databases: String(PACKAGE_DEFAULTS.databases),
  subdomains: String(PACKAGE_DEFAULTS.subdomains),
  whmPackageName: '',
  allowedTlds: '',
  isActive: true,
};

export function packageToForm(pkg: HostingPackage): PackageFormValues {
  const currency = (PACKAGE_CURRENCIES as readonly string[]).includes(pkg.currency)
    ? (pkg.currency as PackageFormValues['currency'])
    : 'USD';
  return {
    name: pkg.name,
    displayName: pkg.displayName,
    description: pkg.description ?? '',
    price: (pkg.price / 100).toFixed(2),
    currency,
    planType: pkg.planType,
    diskSpaceQuota: String(pkg.diskSpaceQuota),
    bandwidthQuota: String(pkg.bandwidthQuota),
    emailAccounts: String(pkg.emailAccounts),
    databases: String(pkg.databases),
    subdomains: String(pkg.subdomains),
    whmPackageName: pkg.whmPackageName ?? '',
    allowedTlds: pkg.allowedTlds.join(', '),
    isActive: pkg.isActive,
  };
}

/** Dollars as typed → whole cents, without floating-point drift ('19.99' → 1999). */
export function dollarsToCents(dollars: string): number {
  const [whole, fraction = ''] = dollars.trim().split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function formToBody(values: PackageFormValues): CreatePackageBody {
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    description: values.description.trim() || null,
    price: dollarsToCents(values.price),
    currency: values.currency,
    planType: values.planType,
    diskSpaceQuota: Number(values.diskSpaceQuota),
    bandwidthQuota: Number(values.bandwidthQuota),
    emailAccounts: Number(values.emailAccounts),
    databases: Number(values.databases),
    subdomains: Number(values.subdomains),
    whmPackageName: values.whmPackageName.trim(),
    allowedTlds: normaliseTlds(values.allowedTlds),
    isActive: values.isActive,
  };
}

/** How a price is said: the screen passes its catalogue's words; English is the default. */
export interface PriceWords {
  free: string;
  perMonth: (price: string) => string;
}
const ENGLISH_PRICE_WORDS: PriceWords = { free: 'Free', perMonth: (price) => `${price}/month` };

/** 001 §3: price 0 displays as Free, otherwise the amount per month, in the locale's way of writing money. */
export function formatPackagePrice(
  pkg: Pick<HostingPackage, 'price' | 'currency'>,
  locale: Locale = SOURCE_LOCALE,
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  if (pkg.price === 0) return words.free;
  return words.perMonth(formatMoney(pkg.price, pkg.currency, locale));
}
