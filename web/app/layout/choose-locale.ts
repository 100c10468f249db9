import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/accounts.js';
import { LOCALE_COOKIE, cookieValue, isLocale, type Locale } from '../../../contract/i18n/locales.js';
import { apiJson } from '../../lib/api-client';
import { loadCatalogue } from '../../lib/i18n/catalogues';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { rememberLocale, setCurrentLocale } from '../../lib/i18n/locale';
import { CURRENT_USER_KEY } from '../../lib/session';

// Changing the page's language, fetched only when a language is chosen (or a signed-in account's stored choice
// differs from the page's): an English first load carries none of it.

/** Draws everything in `locale` from now on, once the shell's words in it are here (so the bar changes at once). */
async function switchTo(locale: Locale, transition: (change: () => void) => void): Promise<void> {
  rememberLocale(locale);
  // Each screen fetches its own words as it draws.
  await loadCatalogue(locale, layoutMessages.feature).catch(() => undefined);
  transition(() => setCurrentLocale(locale));
}

/** Saves a signed-in person's choice on their account (their mail follows it); best effort, the cookie holds it. */
function store(locale: Locale, user: User, queryClient: QueryClient): void {
  // The account shows the choice at once, so the stored-choice check (useStoredLocale) agrees with the page.
  queryClient.setQueryData<User | null>(CURRENT_USER_KEY, (current) => (current ? { ...current, locale } : current));
  // The answer is the saved account: it replaces the cached one (no second read), and reading it ends the request (an
  // answer left unread stays open in the browser, so the page never counts as idle).
  void apiJson<User>('PATCH', `/api/user/${user.id}`, { locale })
    .then((saved) => queryClient.setQueryData<User | null>(CURRENT_USER_KEY, saved))
    .catch(() => undefined);
}

/** The switcher's choice: kept in the cookie for this browser and, signed in, on the account. */
export async function chooseLocale(
  locale: Locale,
  {
    user,
    queryClient,
    transition,
  }: { user: User | null; queryClient: QueryClient; transition: (change: () => void) => void },
): Promise<void> {
  if (user) store(locale, user, queryClient);
  await switchTo(locale, transition);
}

/**
 * A signed-in account's stored choice wins over this browser's (a new device, or a choice made while signed out);
 * an account without one takes the choice this browser's switcher made, if any.
 */
export async function followAccountLocale(
  user: User,
  pageLocale: Locale,
  { queryClient, transition }: { queryClient: QueryClient; transition: (change: () => void) => void },
): Promise<void> {
  if (isLocale(user.locale)) {
    if (user.locale !== pageLocale) await switchTo(user.locale, transition);
    return;
  }
  const chosen = cookieValue(document.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) store(chosen, user, queryClient);
}
