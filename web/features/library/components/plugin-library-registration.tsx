import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download, RefreshCw, ShieldCheck, Sparkles } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { Link, useLocation } from 'wouter';
import { TIMINGS } from '../../../../contract/constants.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import type { User } from '../../../../contract/accounts.js';
import { startSession, useCurrentUser } from '../../../lib/session';
import { getPluginLibraryEmail, SESSION_KEYS, setPluginLibraryEmail, setSessionJson } from '../../../lib/storage';
import { useRegisterPluginLibrary } from '../api/register-plugin-library';
import { getDeviceFingerprint } from '../../../api/device-fingerprint';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryMessages } from '../i18n';
import { pluginRegistrationResolver } from '../lazy-form-resolvers';
import type { PluginRegistrationInput, PluginRegistrationValues } from './plugin-registration-schema';

const BENEFITS = [
  { icon: Sparkles, title: 'benefitPremiumTitle', text: 'benefitPremiumText' },
  { icon: Download, title: 'benefitInstantTitle', text: 'benefitInstantText' },
  { icon: RefreshCw, title: 'benefitUpdatesTitle', text: 'benefitUpdatesText' },
] as const;

export const PLUGIN_CONVERSION_PATH = '/conversion?type=plugin&destination=/plugins';

function RegistrationForm() {
  const t = useMessages(libraryMessages);
  const form = useForm<PluginRegistrationInput, unknown, PluginRegistrationValues>({
    resolver: pluginRegistrationResolver,
    defaultValues: { firstName: '', lastName: '', email: '', country: '', password: '', confirmPassword: '' },
  });
  const queryClient = useQueryClient();
  const mutation = useRegisterPluginLibrary();
  const [, navigate] = useLocation();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ confirmPassword: _confirm, ...values }: PluginRegistrationValues) => {
    let device;
    try {
      device = await getDeviceFingerprint(queryClient);
    } catch {
      toast({
        title: t('registrationErrorTitle'),
        description: t('fingerprintFailed'),
        variant: 'destructive',
      });
      return;
    }
    const { fingerprintHash, ...deviceInfo } = device;
    let answer;
    try {
      answer = await mutation.mutateAsync({ ...values, fingerprintHash, deviceInfo });
    } catch (error) {
      const parsed = parseApiError(error);
      if (parsed.status !== null) {
        toast({
          title: t('registrationFailedTitle'),
          description: parsed.message || t('registrationFailedFallback'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('registrationErrorTitle'),
          description: parsed.message || t('registrationErrorFallback'),
          variant: 'destructive',
        });
      }
      return;
    }
    // 000 §4: the account is a full client, not an anonymous one.
    const user: User = { ...answer.user, role: 'client', isAnonymous: false };
    if (!startSession(queryClient, { token: answer.token, user })) return;
    setPluginLibraryEmail(values.email);
    const stored =
      getPluginLibraryEmail() === values.email &&
      setSessionJson(SESSION_KEYS.pluginRegistrationData, {
        email: values.email,
        userId: user.id,
        timestamp: Date.now(),
      });
    toast({ title: t('registrationSuccessfulTitle'), description: answer.message || t('registrationReady') });
    // When the browser refuses to store the registration, skip the conversion page and open the library.
    // The timer outlives this form on purpose: signing in swaps the landing page for the dashboard at once.
    if (stored) setTimeout(() => navigate(PLUGIN_CONVERSION_PATH), TIMINGS.redirectMs);
    else setTimeout(() => navigate('/plugins'), TIMINGS.trackingStoreFailureRedirectMs);
  };

  const busy = isSubmitting || mutation.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label={t('registrationForm')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          containerClassName="content-start"
          id="plr-first-name"
          label={t('firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          containerClassName="content-start"
          id="plr-last-name"
          label={t('lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        containerClassName="content-start"
        id="plr-email"
        label={t('emailAddress')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        containerClassName="content-start"
        id="plr-country"
        label={t('country')}
        autoComplete="country-name"
        error={errors.country?.message}
        {...form.register('country')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          containerClassName="content-start"
          id="plr-password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          containerClassName="content-start"
          id="plr-confirm-password"
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('creatingAccount') : t('registerButton')}
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        {t('privacyNote')}
      </p>
    </form>
  );
}

/** The landing page's plugin library access form (000 §2); signed-in users are told they already have access. */
export function PluginLibraryRegistration() {
  const t = useMessages(libraryMessages);
  const { isAuthenticated } = useCurrentUser();
  return (
    <section aria-labelledby="plugin-registration-title" className="grid gap-6">
      <div className="grid gap-2 text-center">
        <h2 id="plugin-registration-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('libraryAccessTitle')}
        </h2>
        <p className="text-muted-foreground">{t('libraryAccessIntro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="mx-auto w-full max-w-2xl">
        {isAuthenticated ? (
          <div className="flex flex-col items-center gap-4 p-8 text-center">
            <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
            <p className="text-lg font-semibold">{t('alreadyHaveAccess')}</p>
            <Button asChild>
              <Link href="/plugins">{t('browsePlugins')}</Link>
            </Button>
          </div>
        ) : (
          <>
            <CardHeader>
              <CardTitle>{t('createLibraryAccount')}</CardTitle>
              <CardDescription>{t('freeForever')}</CardDescription>
            </CardHeader>
            <CardContent>
              <RegistrationForm />
            </CardContent>
          </>
        )}
      </Card>
    </section>
  );
}
