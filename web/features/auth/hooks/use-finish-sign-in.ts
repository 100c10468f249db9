import { useCallback } from 'react';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import type { User } from '../../../../contract/accounts.js';
import { toast } from '../../../components/ui/use-toast';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';
import { TWO_FACTOR_SETTINGS_PATH } from './two-factor-path';
import { useCompleteSignIn, type CompleteSignInOptions } from './use-complete-sign-in';

export interface SignedIn {
  token: string;
  user: User;
  /** An admin who must turn on 2FA first (the admin-2FA registration setting). */
  twoFactorSetupRequired?: boolean;
  /** After a recovery code: how many are left. */
  recoveryCodesLeft?: number;
}

/** The end of every sign-in (password alone, or password then code): toast, session, redirect, fingerprint. */
export function useFinishSignIn() {
  const completeSignIn = useCompleteSignIn();
  const t = useMessages(authMessages);
  return useCallback(
    (auth: SignedIn, options: CompleteSignInOptions = {}) => {
      if (auth.twoFactorSetupRequired) {
        toast({ title: t('twoFactorRequiredTitle'), description: ACCOUNT_SAFETY_MESSAGES.adminSetupRequired });
        completeSignIn(auth, { ...options, to: TWO_FACTOR_SETTINGS_PATH });
      } else {
        const description =
          auth.recoveryCodesLeft !== undefined
            ? // English words "1 recovery code is" apart; the other locales word both so any count reads right.
              auth.recoveryCodesLeft === 1
              ? t('recoveryCodeLeftOne')
              : t('recoveryCodesLeft', { left: auth.recoveryCodesLeft })
            : t('loginSuccessDescription');
        toast({ title: t('loginSuccessTitle'), description });
        completeSignIn(auth, options);
      }
      // Fetched after the sign-in, not imported: the collector is not on /auth's first load. Like the recording itself,
      // a failure to fetch it never breaks the sign-in.
      void import('../../../lib/fingerprint').then(
        (m) => m.recordFingerprint(),
        () => false,
      );
    },
    [completeSignIn, t],
  );
}
