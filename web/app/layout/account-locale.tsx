import { useAccountLocale } from './use-account-locale';

/** Keeps the page in the signed-in account's language (use-account-locale.ts); draws nothing. */
export function AccountLocale() {
  useAccountLocale();
  return null;
}
