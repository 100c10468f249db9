import { Save } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import type { User } from '../../../../contract/accounts.js';
import { TextField } from '../../../components/form-field';
import { SecondFactorField } from '../../../components/second-factor-field';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { isEmailTakenError } from '../../../lib/email-taken';
import { useMessages } from '../../../lib/i18n/messages';
import { useFieldErrorText } from '../../../lib/i18n/use-field-error';
import { profileMessages } from '../i18n';
import { cn } from '../../../lib/utils';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileInput, ProfileValues } from '../profile-resolver';

// zod and the schema arrive with the form's first check, not with the page.
const profileResolver = lazyResolver<ProfileInput, ProfileValues>(() =>
  import('../profile-resolver').then((m) => m.profileResolver),
);

/** 000 §2 profile editing: first name, last name and e-mail, trimmed; 'Save Changes'. */
export function ProfileForm({ user, emailRequired = false }: { user: User; emailRequired?: boolean }) {
  const t = useMessages(profileMessages);
  const fieldError = useFieldErrorText(profileMessages);
  const form = useForm({
    resolver: profileResolver,
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      twoFactorCode: '',
    },
  });
  const mutation = useUpdateProfile(user.id);
  const { errors } = form.formState;
  // With two-factor on, a changed e-mail needs a current code (the server refuses it without one).
  const twoFactorOn = useTwoFactorStatus().data?.enabled ?? false;
  const emailChanged = form.watch('email').trim() !== (user.email ?? '').trim();
  const needsCode = twoFactorOn && emailChanged;

  const onSubmit = ({ twoFactorCode, ...values }: ProfileValues) => {
    if (needsCode && !twoFactorCode) {
      form.setError('twoFactorCode', { message: ACCOUNT_SAFETY_MESSAGES.secondFactorRequired });
      return;
    }
    mutation.mutate(
      { ...values, ...(needsCode ? { twoFactorCode } : {}) },
      {
        onSuccess: (updated) => {
          form.reset({
            firstName: updated.firstName ?? '',
            lastName: updated.lastName ?? '',
            email: updated.email ?? '',
            twoFactorCode: '',
          });
          toast({ title: t('profileUpdatedTitle'), description: t('profileUpdatedDescription') });
        },
        onError: (error) => {
          const message = errorMessage(error, '');
          if (isEmailTakenError(error)) {
            toast({ title: t('emailTakenTitle'), description: t('emailTakenDescription'), variant: 'destructive' });
          } else if (apiErrorCode(error) === 'secondFactorRequired' || apiErrorCode(error) === 'secondFactorInvalid') {
            form.setError('twoFactorCode', { message });
          } else {
            toast({
              title: t('updateFailedTitle'),
              description: errorMessage(error, t('updateFailedFallback')),
              variant: 'destructive',
            });
          }
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('personalDetails')}</CardTitle>
        <CardDescription>{t('personalDetailsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="profile-first-name"
              label={t('firstName')}
              autoComplete="given-name"
              error={fieldError(errors.firstName?.message)}
              {...form.register('firstName')}
            />
            <TextField
              id="profile-last-name"
              label={t('lastName')}
              autoComplete="family-name"
              error={fieldError(errors.lastName?.message)}
              {...form.register('lastName')}
            />
          </div>
          <div
            className={cn(emailRequired && 'rounded-lg border border-amber-300 bg-amber-50 p-3')}
            data-highlighted={emailRequired || undefined}
          >
            <TextField
              id="profile-email"
              label={t('email')}
              type="email"
              autoComplete="email"
              autoFocus={emailRequired}
              hint={emailRequired ? t('emailRequiredHint') : undefined}
              error={fieldError(errors.email?.message)}
              {...form.register('email')}
            />
          </div>
          {needsCode && (
            <SecondFactorField
              id="profile-two-factor-code"
              error={fieldError(errors.twoFactorCode?.message)}
              {...form.register('twoFactorCode')}
            />
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              <Save aria-hidden="true" />
              {mutation.isPending ? t('saving') : t('saveChanges')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
