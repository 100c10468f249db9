import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { setNewCredentials, setTempCredentials } from '../../../lib/storage';
import {
  DEVICE_LIMITS_KEY,
  checkDeviceLimits,
  deviceLimitsQueryOptions,
  useDeviceLimits,
} from '../api/check-device-limits';
import { useRegisterAnonymousMutation } from '../api/register-anonymous';
import { isDeviceLimitError } from '../hooks/device-limit-error';
import { useDeviceFingerprint } from '../../../api/device-fingerprint';
import { deviceForSignUp } from '../hooks/device-for-sign-up';
import type { AnonymousFormValues } from '../form-resolvers';
import { anonymousResolver } from '../lazy-form-resolvers';
import { AUTH_MESSAGES } from '../messages';
import { DeviceLimitBanner, DeviceLimitNotYetChecked, DeviceLimitPending } from './device-limit-banner';
import { PolicyConsent } from '../../../components/policy-consent';

/**
 * Straight to the one calm panel with the new details: no toast with the password, no countdown
 * before them. The spec's /conversion step is folded into that panel (it sends the registration event).
 */
export const ANONYMOUS_DESTINATION = '/auth?showCredentials=true';

/** The Anonymous tab of /auth: an e-mail is all it takes; the account details are generated. */
export function AnonymousForm() {
  const form = useForm({ resolver: anonymousResolver, defaultValues: { email: '' } });
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useRegisterAnonymousMutation();
  // The device is looked at once the visitor starts on the form (a focus or a touch), not as the page opens.
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);
  const fingerprint = useDeviceFingerprint({ enabled: started });
  const limits = useDeviceLimits(fingerprint.data?.fingerprintHash);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: AnonymousFormValues) => {
    const device = await deviceForSignUp(queryClient);
    if (!device) return;
    const { fingerprintHash, deviceInfo } = device;
    const check = await checkDeviceLimits(fingerprintHash);
    queryClient.setQueryData(deviceLimitsQueryOptions(fingerprintHash).queryKey, check);
    if (check.deviceLimitsEnabled && !check.canRegister) {
      toast({
        title: AUTH_MESSAGES.deviceLimitTitle,
        description: AUTH_MESSAGES.deviceLimitPrecheck(check.maxDevices, check.currentDevices),
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
          title: AUTH_MESSAGES.deviceLimitTitle,
          description: AUTH_MESSAGES.deviceLimitServer,
          variant: 'destructive',
        });
        void queryClient.invalidateQueries({ queryKey: DEVICE_LIMITS_KEY });
      } else {
        toast({
          title: AUTH_MESSAGES.anonymousFailedTitle,
          description: errorMessage(error, 'Please try again.'),
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
      {limits.data ? (
        <DeviceLimitBanner limits={limits.data} />
      ) : fingerprint.data || started ? (
        !fingerprint.isError && !limits.isError && <DeviceLimitPending />
      ) : (
        <DeviceLimitNotYetChecked />
      )}
      <TextField
        id="anonymous-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="Only used to deliver your credentials and recover the account. No name, phone or card needed."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        <ShieldCheck aria-hidden="true" />
        {busy ? 'Creating Account...' : 'Create Anonymous Account'}
      </Button>
      <PolicyConsent />
    </form>
  );
}
