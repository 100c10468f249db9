import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { emailSchema } from '../../../../contract/common.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { PolicyConsent } from '../../../components/policy-consent';

export interface BillingContact { fullName: string; email: string }

const contactSchema = z.object({ fullName: z.string().trim().min(1, 'Full name is required').max(200), email: emailSchema });

/** Step 2 (000 §2): billing contact (full name, email) and 'Continue to checkout'. */
export function BillingStep({ initial, busy, onBack, onSubmit }: {
  initial: BillingContact;
  busy: boolean;
  onBack: () => void;
  onSubmit: (contact: BillingContact) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof BillingContact, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Billing contact" noValidate>
      <TextField id="billing-full-name" label="Full name" autoComplete="name" value={values.fullName} error={errors.fullName}
        onChange={(e) => setValues({ ...values, fullName: e.target.value })} />
      <TextField id="billing-email" label="Email" type="email" autoComplete="email" value={values.email} error={errors.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <PolicyConsent action="By ordering" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}><ArrowLeft aria-hidden="true" />Back</Button>
        <Button type="submit" disabled={busy}>{busy ? 'Processing...' : 'Continue to checkout'}<ArrowRight aria-hidden="true" /></Button>
      </div>
    </form>
  );
}
