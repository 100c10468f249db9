import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { TextField } from '../../../components/form-field';
import { SecondFactorField } from '../../../components/second-factor-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { isEmailTakenError } from '../../../lib/email-taken';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../i18n';
import type { AddEmailValues } from '../add-email-resolver';
import { useUpdateEmail } from '../api/update-email';

/** An address's shape, the same in every language. */
const EXAMPLE_EMAIL = 'you@example.com';

// zod and the e-mail schema arrive on the form's first check, not with the page.
const resolver = lazyResolver<AddEmailValues>(() => import('../add-email-resolver').then((m) => m.addEmailResolver));

/**
 * An e-mail, offered and never forced: a user without one (a free site claimed from the landing page)
 * sees this card beside everything else, not a wall in front of it. It says what the e-mail is for.
 */
export function AddEmailCard({ userId }: { userId: number }) {
  const form = useForm({ resolver, defaultValues: { email: '', twoFactorCode: '' } });
  const mutation = useUpdateEmail(userId);
  const t = useMessages(dashboardMessages);
  const tError = useErrorText();
  const [taken, setTaken] = useState(false);
  // With two-factor on, adding an e-mail needs a current code (the server refuses it without one).
  const needsCode = useTwoFactorStatus().data?.enabled ?? false;

  const onSubmit = ({ email, twoFactorCode }: AddEmailValues) => {
    setTaken(false);
    if (needsCode && !twoFactorCode) {
      form.setError('twoFactorCode', { message: ACCOUNT_SAFETY_MESSAGES.secondFactorRequired });
      return;
    }
    mutation.mutate(
      { email, ...(needsCode ? { twoFactorCode } : {}) },
      {
        onSuccess: () =>
          toast({
            title: t('emailSavedTitle'),
            description: t('emailSavedDescription'),
          }),
        onError: (error) => {
          const message = errorMessage(error, '');
          if (isEmailTakenError(error)) setTaken(true);
          else if (
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorRequired ||
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid
          )
            form.setError('twoFactorCode', { message });
          else
            toast({
              title: t('updateFailedTitle'),
              description: errorMessage(error, t('updateFailedDescription')),
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="add-email-title">
      <CardHeader>
        <h3 id="add-email-title" className="font-semibold tracking-tight flex items-center gap-2 text-lg">
          <MailPlus className="size-5 text-primary" aria-hidden="true" />
          {t('addEmailTitle')}
        </h3>
        <CardDescription>{t('addEmailLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          {taken && (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2"
            >
              <strong className="block font-semibold">{t('emailTakenTitle')}</strong>
              {t('emailTakenDescription')}
            </p>
          )}
          <TextField
            id="add-email"
            label={t('email')}
            type="email"
            autoComplete="email"
            placeholder={EXAMPLE_EMAIL}
            error={tError(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" className="sm:mt-[1.625rem]" disabled={mutation.isPending}>
            {mutation.isPending ? t('saving') : t('saveEmail')}
          </Button>
          {needsCode && (
            <SecondFactorField
              id="add-email-two-factor-code"
              error={tError(form.formState.errors.twoFactorCode?.message)}
              {...form.register('twoFactorCode')}
            />
          )}
        </form>
      </CardContent>
    </Card>
  );
}
