import { useMessages } from '../../lib/i18n/messages';
import { TextField } from '../form-field';
import { paymentMessages } from '../payment/i18n';

// The billing address and VAT number a checkout or the billing centre asks for (contract/billing-details.ts). Shared by
// paid hosting's checkout and the billing centre's details form, so both ask the same way. No zod here: the server
// checks the values and its messages come back as the form's error.

export interface BillingAddressValues {
  line1: string;
  city: string;
  postalCode: string;
  country: string;
  taxId: string;
}

export const EMPTY_BILLING_ADDRESS: BillingAddressValues = {
  line1: '',
  city: '',
  postalCode: '',
  country: '',
  taxId: '',
};

/** The body's `billing` (checkout) or `address` + `taxId` (details); null when no country was given. */
export function billingOf(values: BillingAddressValues) {
  const country = values.country.trim().toUpperCase();
  if (!country) return null;
  return {
    address: {
      line1: values.line1.trim() || null,
      city: values.city.trim() || null,
      postalCode: values.postalCode.trim() || null,
      country,
    },
    taxId: values.taxId.trim() || null,
  };
}

export function BillingAddressFields({
  idPrefix,
  values,
  onChange,
  disabled,
}: {
  idPrefix: string;
  values: BillingAddressValues;
  onChange: (values: BillingAddressValues) => void;
  disabled?: boolean;
}) {
  const t = useMessages(paymentMessages);
  const field = (key: keyof BillingAddressValues) => ({
    id: `${idPrefix}-${key}`,
    value: values[key],
    disabled,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: e.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('address')}
        autoComplete="address-line1"
        containerClassName="sm:col-span-2"
        {...field('line1')}
      />
      <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
      <TextField label={t('postalCode')} autoComplete="postal-code" {...field('postalCode')} />
      <TextField
        label={t('countryCode')}
        hint={t('countryCodeHint')}
        autoComplete="country"
        maxLength={2}
        className="uppercase"
        {...field('country')}
      />
      <TextField label={t('vatNumber')} optional hint={t('vatNumberHint')} autoComplete="off" {...field('taxId')} />
    </div>
  );
}
