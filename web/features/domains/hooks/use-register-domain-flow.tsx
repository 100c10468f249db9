import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { FREE_PACKAGE_ID } from '../../../../contract/constants.js';
import { SupportSentence } from '../../../components/support-contact';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import {
  SESSION_KEYS,
  setAuthToken,
  setNewCredentials,
  setSessionJson,
  setTempCredentials,
} from '../../../lib/storage';
import { useRegisterDomainMutation, type RegisterDomainResponse } from '../api/register-domain';
import { useMessages } from '../../../lib/i18n/messages';
import { domainsMessages } from '../i18n';
import { serverMessage } from '../server-message';
import { getDeviceFingerprint } from '../../../api/device-fingerprint';

/** The new account's credentials panel (shown at once in one calm panel, never in a toast). */
export const DOMAIN_REGISTRATION_DESTINATION = '/auth?showCredentials=true';

/** 000 §8: the answer carries deviceLimitReached (or the device limit's code). */
function isDeviceLimitError(error: unknown): boolean {
  const parsed = parseApiError(error);
  // Its code or its flag, never its words: the message comes in the person's language.
  return parsed.flags.error === 'deviceLimit' || parsed.flags.deviceLimitReached === true;
}

/** Session storage of 000 §3: the generated credentials and the registration data (a page-lifetime copy backs the credentials). */
function storeRegistration(result: RegisterDomainResponse): void {
  const credentials = result.plaintextCredentials;
  setNewCredentials({ ...credentials, domain: result.domain });
  setSessionJson(SESSION_KEYS.domainRegistrationData, {
    type: 'anonymous',
    domain: result.domain,
    userInfo: { id: result.user.id, username: result.user.username },
    hostingAccount: { id: result.account.id, domain: result.account.domain, status: result.account.status },
    timestamp: Date.now(),
  });
  // The 5-minute local copy lets a reload on the dashboard still show them (as the anonymous tab does).
  setTempCredentials(credentials);
}

/**
 * 000 §4 anonymous domain registration: an account and its free hosting account in one call, then at once the
 * panel with the site and the generated details (no toast, no countdown).
 */
export function useRegisterDomainFlow() {
  const queryClient = useQueryClient();
  const mutation = useRegisterDomainMutation();
  const [, navigate] = useLocation();
  const [limitReached, setLimitReached] = useState(false);
  const [isPreparing, setPreparing] = useState(false);
  const t = useMessages(domainsMessages);

  const register = useCallback(
    async (label: string) => {
      setPreparing(true);
      let device;
      try {
        device = await getDeviceFingerprint(queryClient);
      } catch {
        toast({ title: t('fingerprintErrorTitle'), description: t('fingerprintError'), variant: 'destructive' });
        return;
      } finally {
        setPreparing(false);
      }
      const {
        fingerprintHash,
        macAddress,
        userAgent,
        screenResolution,
        timezone,
        language,
        platformInfo,
        ...deviceInfo
      } = device;
      try {
        const result = await mutation.mutateAsync({
          subdomain: label,
          packageId: FREE_PACKAGE_ID,
          fingerprintHash,
          macAddress,
          userAgent,
          screenResolution,
          timezone,
          language,
          platformInfo,
          deviceInfo: { ...deviceInfo, macAddress },
        });
        if (!result.token) {
          startSession(queryClient, result); // warns and leaves the visitor signed out (000 §8)
          return;
        }
        // The token is kept at once, so a reload or a closed tab does not lose the new account.
        setAuthToken(result.token);
        storeRegistration(result);
        navigate(DOMAIN_REGISTRATION_DESTINATION);
        startSession(queryClient, { token: result.token, user: result.user });
      } catch (error) {
        if (isDeviceLimitError(error)) {
          setLimitReached(true);
          toast({
            title: t('deviceLimitTitle'),
            description: <SupportSentence format={(values) => t('deviceLimit', values)} />,
            variant: 'destructive',
          });
        } else {
          toast({
            title: t('registrationFailedTitle'),
            description: serverMessage(error, t('registrationFailedFallback')),
            variant: 'destructive',
          });
        }
      }
    },
    [queryClient, mutation, navigate, t],
  );

  // A success keeps the button busy until the page changes: one click, one account.
  return { register, isPending: isPreparing || mutation.isPending || mutation.isSuccess, limitReached };
}
