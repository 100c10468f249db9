import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import type { BillingContact } from '../checkout-state';
import { billingContactResolver } from '../lazy-form-resolvers';
import { PolicyConsent } from '../../../components/policy-consent';

/** Step 2 (000 §2): billing contact (full name, email) and 'Continue to checkout'. */
export function BillingStep({
  initial,
  busy,
  onBack,
  onSubmit,
}: {
  initial: BillingContact;
  busy: boolean;
  onBack: () => void;
  onSubmit: (contact: BillingContact) => void;
}) {
  const form = useForm<BillingContact>({ resolver: billingContactResolver, defaultValues: initial });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label="Billing contact" noValidate>
      <TextField
        id="billing-full-name"
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        id="billing-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PolicyConsent action="By ordering" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Processing...' : 'Continue to checkout'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
