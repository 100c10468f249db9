import { TextField } from '../form-field';

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
  const field = (key: keyof BillingAddressValues) => ({
    id: `${idPrefix}-${key}`,
    value: values[key],
    disabled,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: e.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Address" autoComplete="address-line1" containerClassName="sm:col-span-2" {...field('line1')} />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <TextField label="Postal code" autoComplete="postal-code" {...field('postalCode')} />
      <TextField
        label="Country code"
        hint="Two letters, like DE, FR or US"
        autoComplete="country"
        maxLength={2}
        className="uppercase"
        {...field('country')}
      />
      <TextField
        label="VAT number"
        optional
        hint="Businesses in the EU or UK: your VAT number, like DE123456789"
        autoComplete="off"
        {...field('taxId')}
      />
    </div>
  );
}
