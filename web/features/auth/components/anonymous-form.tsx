import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { setNewCredentials, setTempCredentials } from '../../../lib/storage';
import { DEVICE_LIMITS_KEY, checkDeviceLimits, deviceLimitsQueryOptions } from '../api/check-device-limits';
import { useRegisterAnonymousMutation } from '../api/register-anonymous';
import { isDeviceLimitError } from '../hooks/device-limit-error';
import { deviceForSignUp } from '../hooks/device-for-sign-up';
import type { AnonymousFormValues } from '../form-resolvers';
import { anonymousResolver } from '../lazy-form-resolvers';
import { DEFAULT_MAX_DEVICES } from '../../../../contract/constants.js';
import { DeviceLimitNotYetChecked, DeviceLimitPending } from './device-limit-banner';
import { PolicyConsent } from '../../../components/policy-consent';

// The device check (and the fingerprint collector under it) is fetched when the visitor starts on the form.
const DeviceLimitStatus = lazy(() => import('./device-limit-status').then((m) => ({ default: m.DeviceLimitStatus })));

/**
 * Straight to the one calm panel with the new details: no toast with the password, no countdown
 * before them. The spec's /conversion step is folded into that panel (it sends the registration event).
 */
/** An address's shape, the same in every language. */
const EXAMPLE_EMAIL = 'you@example.com';

export const ANONYMOUS_DESTINATION = '/auth?showCredentials=true';

import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/** The Anonymous tab of /auth: an e-mail is all it takes; the account details are generated. */
export function AnonymousForm({ onSubmitStart }: { onSubmitStart?: () => void } = {}) {
  const form = useForm({ resolver: anonymousResolver, defaultValues: { email: '' } });
  const queryClient = useQueryClient();
  const t = useMessages(authMessages);
  const tError = useErrorText();
  const [, navigate] = useLocation();
  const mutation = useRegisterAnonymousMutation();
  // The device is looked at once the visitor starts on the form (a focus or a touch), not as the page opens.
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: AnonymousFormValues) => {
    onSubmitStart?.();
    const device = await deviceForSignUp(queryClient);
    if (!device) return;
    const { fingerprintHash, deviceInfo } = device;
    const check = await checkDeviceLimits(fingerprintHash);
    queryClient.setQueryData(deviceLimitsQueryOptions(fingerprintHash).queryKey, check);
    if (check.deviceLimitsEnabled && !check.canRegister) {
      toast({
        title: t('deviceLimitTitle'),
        description: t('deviceLimitPrecheck', { max: check.maxDevices, current: check.currentDevices }),
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ email, fingerprintHash, deviceInfo });
      if (!startSession(queryClient, { token: result.token, user: result.user })) return;
      const credentials = {
        username: result.username,
        password: result.password,
        recoveryPhrase: result.recoveryPhrase,
      };
      setTempCredentials(credentials);
      setNewCredentials(credentials);
      navigate(ANONYMOUS_DESTINATION);
    } catch (error) {
      if (isDeviceLimitError(error)) {
        toast({
          title: t('deviceLimitTitle'),
          description: t('deviceLimitServer', { max: DEFAULT_MAX_DEVICES }),
          variant: 'destructive',
        });
        void queryClient.invalidateQueries({ queryKey: DEVICE_LIMITS_KEY });
      } else {
        toast({
          title: t('anonymousFailedTitle'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
      }
    }
  };

  const busy = isSubmitting || mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocusCapture={start}
      onPointerDownCapture={start}
      className="grid gap-4"
    >
      {started ? (
        <Suspense fallback={<DeviceLimitPending />}>
          <DeviceLimitStatus />
        </Suspense>
      ) : (
        <DeviceLimitNotYetChecked />
      )}
      <TextField
        id="anonymous-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        placeholder={EXAMPLE_EMAIL}
        hint={t('anonymousEmailHint')}
        error={tError(errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        <ShieldCheck aria-hidden="true" />
        {busy ? t('creatingAccount') : t('createAnonymousAccount')}
      </Button>
      <PolicyConsent />
    </form>
  );
}
