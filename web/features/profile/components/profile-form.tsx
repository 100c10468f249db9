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
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { EMAIL_TAKEN_DESCRIPTION, EMAIL_TAKEN_TITLE, isEmailTakenError } from '../../../lib/email-taken';
import { cn } from '../../../lib/utils';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileInput, ProfileValues } from '../profile-resolver';

// zod and the schema arrive with the form's first check, not with the page.
const profileResolver = lazyResolver<ProfileInput, ProfileValues>(() =>
  import('../profile-resolver').then((m) => m.profileResolver),
);

/** 000 §2 profile editing: first name, last name and e-mail, trimmed; 'Save Changes'. */
export function ProfileForm({ user, emailRequired = false }: { user: User; emailRequired?: boolean }) {
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
          toast({ title: 'Profile Updated', description: 'Your profile information has been saved.' });
        },
        onError: (error) => {
          const message = errorMessage(error, '');
          if (isEmailTakenError(error)) {
            toast({ title: EMAIL_TAKEN_TITLE, description: EMAIL_TAKEN_DESCRIPTION, variant: 'destructive' });
          } else if (
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorRequired ||
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid
          ) {
            form.setError('twoFactorCode', { message });
          } else {
            toast({
              title: 'Update Failed',
              description: errorMessage(error, 'Unable to update profile at this time.'),
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
        <CardTitle>Personal details</CardTitle>
        <CardDescription>
          Your name appears in your dashboard; your email is where we deliver credentials and notices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="profile-first-name"
              label="First Name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              id="profile-last-name"
              label="Last Name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
          <div
            className={cn(emailRequired && 'rounded-lg border border-amber-300 bg-amber-50 p-3')}
            data-highlighted={emailRequired || undefined}
          >
            <TextField
              id="profile-email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus={emailRequired}
              hint={emailRequired ? 'Add an email address so we can deliver credentials securely.' : undefined}
              error={errors.email?.message}
              {...form.register('email')}
            />
          </div>
          {needsCode && (
            <SecondFactorField
              id="profile-two-factor-code"
              error={errors.twoFactorCode?.message}
              {...form.register('twoFactorCode')}
            />
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              <Save aria-hidden="true" />
              {mutation.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
