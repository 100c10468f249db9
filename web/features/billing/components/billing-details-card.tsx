import { useEffect, useState } from 'react';
import {
  BillingAddressFields,
  billingOf,
  EMPTY_BILLING_ADDRESS,
  type BillingAddressValues,
} from '../../../components/billing-address/billing-address-fields';
import { TextField } from '../../../components/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { parseApiError } from '../../../lib/api-error';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing-details';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages } from '../i18n';

/**
 * Billing details: the e-mail invoices go to and the name they show (a company's accounts office may differ from the
 * sign-in address), the billing address Stripe Tax uses, and a VAT number with Stripe's verification of it.
 */
export function BillingDetailsCard({ token }: { token: string | null }) {
  const details = useBillingDetails(token);
  const save = useSaveBillingDetails(token);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState<BillingAddressValues>(EMPTY_BILLING_ADDRESS);
  const [saved, setSaved] = useState(false);
  const data = details.data;
  const t = useMessages(billingMessages);
  useEffect(() => {
    if (!data) return;
    setEmail(data.email ?? '');
    setName(data.name ?? '');
    setAddress({
      line1: data.address?.line1 ?? '',
      city: data.address?.city ?? '',
      postalCode: data.address?.postalCode ?? '',
      country: data.address?.country ?? '',
      taxId: data.taxId?.value ?? '',
    });
  }, [data]);
  if (!data?.hasCustomer) return null;
  const problem = save.isError ? parseApiError(save.error) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const billing = billingOf(address);
    save.mutate(
      {
        email: email.trim() || null,
        name: name.trim() || null,
        address: billing?.address ?? null,
        taxId: billing?.taxId ?? null,
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section aria-labelledby="billing-details" className="grid gap-3">
      <h2 id="billing-details" className="text-lg font-semibold">
        {t('billingDetails')}
      </h2>
      <form className="grid gap-4 rounded-lg border p-4" onSubmit={submit} aria-label={t('billingDetails')} noValidate>
        <div className="grid gap-1 sm:grid-cols-2">
          <TextField
            id="billing-details-email"
            label={t('invoiceEmail')}
            type="email"
            optional
            hint={t('invoiceEmailHint')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            id="billing-details-name"
            label={t('invoiceName')}
            optional
            hint={t('invoiceNameHint')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <BillingAddressFields
          idPrefix="billing-details"
          values={address}
          onChange={setAddress}
          disabled={save.isPending}
        />
        {data.taxId && (
          <p className="flex items-center gap-2 text-sm" data-testid="tax-id-status">
            {t('vatNumber', { value: data.taxId.value })}
            <Badge variant={data.taxId.status === 'verified' ? 'success' : 'secondary'}>{data.taxId.statusLabel}</Badge>
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem.message}
          </p>
        )}
        {saved && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('detailsSaved')}
          </p>
        )}
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('saveDetails')}
        </Button>
      </form>
    </section>
  );
}
