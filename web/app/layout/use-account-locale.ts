import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useTransition } from 'react';
import { currentLocale } from '../../lib/i18n/locale';
import { useCurrentUser } from '../../lib/session';

/**
 * Once a person is signed in, the page follows the language stored on their account (chosen on another device, say),
 * and an account with none stores the one this browser chose. Runs when the account or its stored choice changes.
 */
export function useAccountLocale(): void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [, startTransition] = useTransition();
  const userId = user?.id;
  const stored = user?.locale ?? null;
  useEffect(() => {
    if (!user) return;
    void import('./choose-locale')
      .then(({ followAccountLocale }) =>
        followAccountLocale(user, currentLocale(), { queryClient, transition: startTransition }),
      )
      .catch(() => undefined);
    // Only a new account or a new stored choice matters, not a new user object for the same ones.
  }, [userId, stored]);
}
