import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TIMINGS } from '../../../../contract/constants.js';
import type { User } from '../../../../contract/accounts.js';
import { startSession } from '../../../lib/session';
import { getPendingDomain } from '../../../lib/storage';
import { postAuthPath } from './post-auth-path';

export interface CompleteSignInOptions {
  /** Skip the redirect unless it is required (e-mail missing, domain pending): the sign-in dialog stays put. */
  stayUnlessRequired?: boolean;
  /** Go here instead of the usual post-sign-in page (an admin who must set up 2FA first). */
  to?: string;
}

/** Stores the session and redirects after 500 ms (000 §4). */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (auth: { token: string; user: User }, options: CompleteSignInOptions = {}) => {
      if (!startSession(queryClient, auth)) return;
      const redirect = new URLSearchParams(search).get('redirect');
      if (options.to) {
        const to = options.to;
        timer.current = setTimeout(() => navigate(to), TIMINGS.redirectMs);
        return;
      }
      const target = postAuthPath(auth.user, getPendingDomain(), redirect);
      if (options.stayUnlessRequired && target === '/' && location !== '/auth') return;
      timer.current = setTimeout(() => navigate(target), TIMINGS.redirectMs);
    },
    [queryClient, navigate, search, location],
  );
}
