import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { useMessages } from '../../../lib/i18n/messages';
import { paymentMessages } from '../../../components/payment/i18n';
import { paidHostingMessages } from '../i18n';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import type { BillingContact } from '../checkout-state';
import { billingContactResolver } from '../lazy-form-resolvers';
import { PolicyConsent } from '../../../components/policy-consent';
import { PromotionCodeField, usePromotionCode } from '../../../components/promotion-code-field';
import { useState } from 'react';
import {
  BillingAddressFields,
  billingOf,
  EMPTY_BILLING_ADDRESS,
} from '../../../components/billing-address/billing-address-fields';
import type { CheckoutBilling } from '../../../../contract/billing-details.js';

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
  /** Resolves with the server's refusal of the promotion code, if that is why the checkout did not start. */
  onSubmit: (
    contact: BillingContact,
    billing: CheckoutBilling | null,
    promotionCode: string | null,
  ) => Promise<string | null>;
}) {
  const t = useMessages(paidHostingMessages);
  const tPayment = useMessages(paymentMessages);
  const form = useForm<BillingContact>({ resolver: billingContactResolver, defaultValues: initial });
  // The billing address and VAT number are optional here: the server asks for them (a 400 naming them) when the
  // admin turned Stripe Tax on, and a business wants its VAT number on the invoice either way.
  const [address, setAddress] = useState(EMPTY_BILLING_ADDRESS);
  const promotion = usePromotionCode();
  const { code } = promotion;
  const { errors } = form.formState;
  const submit = async (contact: BillingContact) => {
    const refusal = await onSubmit(contact, billingOf(address), code);
    // A refused code is said under its field and taken off; the order goes on without it on the next try.
    if (refusal) {
      promotion.refuse(refusal);
    }
  };
  return (
    <form onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label={t('stepBilling')} noValidate>
      <TextField
        id="billing-full-name"
        label={t('fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        id="billing-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <details className="rounded-lg border p-3" data-testid="billing-address-section">
        <summary className="cursor-pointer text-sm font-medium">{tPayment('billingAddressSummary')}</summary>
        <div className="pt-3">
          <BillingAddressFields idPrefix="checkout-billing" values={address} onChange={setAddress} disabled={busy} />
        </div>
      </details>
      <PromotionCodeField id="checkout-code" {...promotion.field} disabled={busy} />
      <PolicyConsent action="order" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {tPayment('back')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? tPayment('processing') : t('continueToCheckout')}
          <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
