import { useEffect } from 'react';
import { PROMOTION_MESSAGES } from '../../../../contract/promotion-codes.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { SwitchField } from '../../../components/switch-field';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { Controller, useForm, type UseFormReturn } from '../../../lib/form';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCreatePromotionCode } from '../api/create-promotion-code';
import {
  EMPTY_PROMOTION_CODE_FORM,
  promotionCodeFormSchema,
  promotionFormToBody,
  type PromotionCodeFormValues,
} from '../promotion-code-form';

type SwitchName = 'paidHosting' | 'vps' | 'firstTimeOnly';

function SwitchRow({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<PromotionCodeFormValues>;
  name: SwitchName;
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          id={`promo-${name}`}
          label={label}
          hint={hint}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

function SelectField({
  id,
  label,
  children,
  ...props
}: { id: string; label: string; children: React.ReactNode } & React.ComponentProps<typeof NativeSelect>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...props}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** A new promotion code: what it takes off, for how long, on which products, how often and until when. */
export function PromotionCodeFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<PromotionCodeFormValues>({
    resolver: zodFormResolver(promotionCodeFormSchema),
    defaultValues: EMPTY_PROMOTION_CODE_FORM,
  });
  const create = useCreatePromotionCode();
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const duration = form.watch('duration');

  useEffect(() => {
    if (open) form.reset(EMPTY_PROMOTION_CODE_FORM);
  }, [open, form]);

  const onSubmit = async (values: PromotionCodeFormValues) => {
    try {
      const made = await create.mutateAsync(promotionFormToBody(values));
      toast({ title: PROMOTION_MESSAGES.created, description: `${made.code}: ${made.summary}.` });
      onClose();
    } catch (error) {
      toast({ title: 'Create Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const field = (name: 'code' | 'value' | 'durationInMonths' | 'maxRedemptions' | 'expiresAt') => ({
    error: errors[name]?.message,
    ...form.register(name),
  });
  const productsError = (errors as { products?: { message?: string } }).products?.message;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width="2xl"
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel="Create Code"
      title="New Promotion Code"
      description="Customers type the code at checkout or when they change plans. Stripe checks it again when it is used."
    >
      <TextField
        id="promo-code"
        label="Code"
        autoComplete="off"
        placeholder="SPRING25"
        hint="Letters and digits; customers may type it in any case."
        {...field('code')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField id="promo-kind" label="Discount" {...form.register('kind')}>
          <option value="percent">Percentage off</option>
          <option value="amount">Amount off (USD)</option>
        </SelectField>
        <TextField
          id="promo-value"
          label={kind === 'percent' ? 'Percentage' : 'Amount (USD)'}
          inputMode="decimal"
          placeholder={kind === 'percent' ? '20' : '5.00'}
          {...field('value')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField id="promo-duration" label="Duration" {...form.register('duration')}>
          <option value="once">Once (the first payment)</option>
          <option value="repeating">Repeating for some months</option>
          <option value="forever">Forever</option>
        </SelectField>
        {duration === 'repeating' && (
          <TextField
            id="promo-months"
            label="Months"
            inputMode="numeric"
            placeholder="3"
            {...field('durationInMonths')}
          />
        )}
      </div>
      <fieldset className="grid gap-2" aria-describedby={productsError ? 'promo-products-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">Applies to</legend>
        <SwitchRow form={form} name="paidHosting" label="Paid hosting" hint="Starter and Premium plans." />
        <SwitchRow form={form} name="vps" label="VPS" hint="Every VPS package. Donations never take codes." />
        {productsError && (
          <p id="promo-products-error" role="alert" className="text-sm font-medium text-destructive">
            {productsError}
          </p>
        )}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="promo-max"
          label="Maximum redemptions"
          optional
          inputMode="numeric"
          hint="Empty: no limit."
          {...field('maxRedemptions')}
        />
        <TextField
          id="promo-expires"
          label="Expires"
          optional
          type="datetime-local"
          hint="Your local time."
          {...field('expiresAt')}
        />
      </div>
      <SwitchRow
        form={form}
        name="firstTimeOnly"
        label="First purchases only"
        hint="Refused to a customer who has paid HostFree before."
      />
    </FormDialog>
  );
}
