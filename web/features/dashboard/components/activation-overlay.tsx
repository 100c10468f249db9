import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '../../../../contract/common.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { EMAIL_TAKEN_DESCRIPTION, EMAIL_TAKEN_TITLE, isEmailTakenError } from '../../../lib/email-taken';
import { useUpdateEmail } from '../api/update-email';

const schema = z.object({ email: emailSchema });

/** 000 §2: an anonymous user without an e-mail must add one before using the dashboard. */
export function ActivationOverlay({ userId }: { userId: number }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const mutation = useUpdateEmail(userId);
  const [taken, setTaken] = useState(false);

  const onSubmit = ({ email }: z.output<typeof schema>) => {
    setTaken(false);
    mutation.mutate(email, {
      onError: (error) => {
        if (isEmailTakenError(error)) {
          setTaken(true);
          toast({ title: EMAIL_TAKEN_TITLE, description: EMAIL_TAKEN_DESCRIPTION, variant: 'destructive' });
        } else {
          toast({ title: 'Update failed', description: errorMessage(error, 'Failed to update email address. Please try again.'), variant: 'destructive' });
        }
      },
    });
  };

  return (
    <div className="absolute inset-0 z-30 flex items-start justify-center bg-background/40 px-4 pt-10 sm:pt-16">
      <Card role="dialog" aria-modal="true" aria-labelledby="activation-title" className="w-full max-w-md shadow-xl">
        <CardHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-accent text-primary">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <CardTitle id="activation-title">Account Activation Required</CardTitle>
          <CardDescription>
            Add an email address to activate your account. We use it only to deliver your credentials and help you recover access.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
            {taken && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                <strong className="block font-semibold">{EMAIL_TAKEN_TITLE}</strong>
                {EMAIL_TAKEN_DESCRIPTION}
              </p>
            )}
            <TextField id="activation-email" label="Email" type="email" autoComplete="email" autoFocus placeholder="you@example.com"
              error={form.formState.errors.email?.message} {...form.register('email')} />
            <Button type="submit" disabled={mutation.isPending}>{mutation.isPending ? 'Saving...' : 'Activate Account'}</Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
