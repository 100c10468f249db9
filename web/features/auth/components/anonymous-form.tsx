import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { emailSchema } from '../../../../contract/common.js';
import { TIMINGS } from '../../../../contract/constants.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { setNewCredentials, setTempCredentials } from '../../../lib/storage';
import { DEVICE_LIMITS_KEY, checkDeviceLimits, deviceLimitsQueryOptions, useDeviceLimits } from '../api/check-device-limits';
import { useRegisterAnonymousMutation } from '../api/register-anonymous';
import { isDeviceLimitError } from '../hooks/device-limit-error';
import { getDeviceFingerprint, useDeviceFingerprint } from '../../../api/device-fingerprint';
import { AUTH_MESSAGES } from '../messages';
import { DeviceLimitBanner, DeviceLimitNotYetChecked, DeviceLimitPending } from './device-limit-banner';
import { PolicyConsent } from '../../../components/policy-consent';

const anonymousFormSchema = z.object({ email: emailSchema });
type AnonymousFormValues = z.output<typeof anonymousFormSchema>;

export const ANONYMOUS_DESTINATION = `/conversion?type=anonymous&destination=${encodeURIComponent('/auth?showCredentials=true')}`;

/** The Anonymous tab of /auth: an e-mail is all it takes; the account details are generated. */
export function AnonymousForm() {
  const form = useForm({ resolver: zodResolver(anonymousFormSchema), defaultValues: { email: '' } });
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useRegisterAnonymousMutation();
  // The device is looked at once the visitor starts on the form (a focus or a touch), not as the page opens.
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);
  const fingerprint = useDeviceFingerprint({ enabled: started });
  const limits = useDeviceLimits(fingerprint.data?.fingerprintHash);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: AnonymousFormValues) => {
    let device;
    try {
      device = await getDeviceFingerprint(queryClient);
    } catch {
      toast({ title: AUTH_MESSAGES.fingerprintErrorTitle, description: AUTH_MESSAGES.fingerprintErrorDescription, variant: 'destructive' });
      return;
    }
    const { fingerprintHash, ...deviceInfo } = device;
    const check = await checkDeviceLimits(fingerprintHash);
    queryClient.setQueryData(deviceLimitsQueryOptions(fingerprintHash).queryKey, check);
    if (check.deviceLimitsEnabled && !check.canRegister) {
      toast({ title: AUTH_MESSAGES.deviceLimitTitle, description: AUTH_MESSAGES.deviceLimitPrecheck(check.maxDevices, check.currentDevices), variant: 'destructive' });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ email, fingerprintHash, deviceInfo });
      if (!startSession(queryClient, { token: result.token, user: result.user })) return;
      const credentials = { username: result.username, password: result.password, recoveryPhrase: result.recoveryPhrase };
      setTempCredentials(credentials);
      setNewCredentials(credentials);
      toast({
        title: AUTH_MESSAGES.anonymousSuccessTitle,
        duration: TIMINGS.credentialsToastMs,
        description: (
          <span className="grid gap-0.5">
            <span>Username: <strong className="font-mono">{result.username}</strong></span>
            <span>Password: <strong className="font-mono">{result.password}</strong></span>
          </span>
        ),
      });
      timer.current = setTimeout(() => navigate(ANONYMOUS_DESTINATION), TIMINGS.anonymousRedirectMs);
    } catch (error) {
      if (isDeviceLimitError(error)) {
        toast({ title: AUTH_MESSAGES.deviceLimitTitle, description: AUTH_MESSAGES.deviceLimitServer, variant: 'destructive' });
        void queryClient.invalidateQueries({ queryKey: DEVICE_LIMITS_KEY });
      } else {
        toast({ title: AUTH_MESSAGES.anonymousFailedTitle, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    }
  };

  const busy = isSubmitting || mutation.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} onFocusCapture={start} onPointerDownCapture={start} className="grid gap-4">
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
