import { useCallback } from 'react';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import type { User } from '../../../../contract/accounts.js';
import { toast } from '../../../components/ui/use-toast';
import { recordFingerprint } from '../../../lib/fingerprint';
import { AUTH_MESSAGES } from '../messages';
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

function recoveryCodesLeftText(left: number): string {
  return `You signed in with a recovery code. ${left === 1 ? '1 recovery code is' : `${left} recovery codes are`} left.`;
}

/** The end of every sign-in (password alone, or password then code): toast, session, redirect, fingerprint. */
export function useFinishSignIn() {
  const completeSignIn = useCompleteSignIn();
  return useCallback(
    (auth: SignedIn, options: CompleteSignInOptions = {}) => {
      if (auth.twoFactorSetupRequired) {
        toast({ title: 'Two-factor authentication required', description: ACCOUNT_SAFETY_MESSAGES.adminSetupRequired });
        completeSignIn(auth, { ...options, to: TWO_FACTOR_SETTINGS_PATH });
      } else {
        const description =
          auth.recoveryCodesLeft !== undefined
            ? recoveryCodesLeftText(auth.recoveryCodesLeft)
            : AUTH_MESSAGES.loginSuccessDescription;
        toast({ title: AUTH_MESSAGES.loginSuccessTitle, description });
        completeSignIn(auth, options);
      }
      void recordFingerprint();
    },
    [completeSignIn],
  );
}
