import { Languages } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useTransition, type ChangeEvent } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../../contract/i18n/locales.js';
import { useLocale } from '../../lib/i18n/locale';
import { useMessages } from '../../lib/i18n/messages';
import { useCurrentUser } from '../../lib/session';
import { layoutMessages } from '../../lib/i18n/layout-messages';

/**
 * The language switcher in the bar, on every page: each language named in its own words. The choice is kept in a
 * cookie (the server answers in it, the prerendered pages included) and, once signed in, on the account, which its
 * mail follows. What a choice does is fetched when one is made (choose-locale.ts).
 */
export function LocaleSwitcher() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [, startTransition] = useTransition();
  const id = useId();

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next) || next === locale) return;
    void import('./choose-locale')
      .then(({ chooseLocale }) => chooseLocale(next, { user, queryClient, transition: startTransition }))
      .catch(() => undefined);
  };

  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <Languages className="pointer-events-none absolute start-2 size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        value={locale}
        onChange={choose}
        className="h-9 max-w-[9.5rem] rounded-md border border-input bg-card ps-7 pe-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
