import { useEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { SwitchField } from '../../../components/switch-field';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { Controller, useForm, type UseFormReturn } from '../../../lib/form';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useCreatePromotionCode } from '../api/create-promotion-code';
import {
  EMPTY_PROMOTION_CODE_FORM,
  promotionCodeFormSchema,
  promotionFormToBody,
  MAX_REDEMPTIONS_CEILING,
  type PromotionCodeFormValues,
} from '../promotion-code-form';
import { promotionMessages } from '../i18n';

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
  const t = useMessages(promotionMessages);
  const tError = useErrorText();
  // The dialog's own checks give catalogue keys; the contract's give its English text.
  const errorText = (message: string | undefined) =>
    message && message in promotionMessages.english
      ? t(message as keyof typeof promotionMessages.english, { max: MAX_REDEMPTIONS_CEILING })
      : tError(message);
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
      toast({ title: t('created'), description: t('createdDescription', { code: made.code, summary: made.summary }) });
      onClose();
    } catch (error) {
      toast({ title: t('createFailed'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
    }
  };

  const field = (name: 'code' | 'value' | 'durationInMonths' | 'maxRedemptions' | 'expiresAt') => ({
    error: errorText(errors[name]?.message),
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
      submitLabel={t('createCode')}
      title={t('newPromotionCode')}
      description={t('dialogDescription')}
    >
      <TextField
        id="promo-code"
        label={t('code')}
        autoComplete="off"
        placeholder={t('codePlaceholder')}
        hint={t('codeHint')}
        {...field('code')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField id="promo-kind" label={t('discount')} {...form.register('kind')}>
          <option value="percent">{t('percentOff')}</option>
          <option value="amount">{t('amountOff')}</option>
        </SelectField>
        <TextField
          id="promo-value"
          label={kind === 'percent' ? t('percentage') : t('amountUsd')}
          inputMode="decimal"
          placeholder={kind === 'percent' ? '20' : '5.00'}
          {...field('value')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField id="promo-duration" label={t('duration')} {...form.register('duration')}>
          <option value="once">{t('durationOnce')}</option>
          <option value="repeating">{t('durationRepeating')}</option>
          <option value="forever">{t('durationForever')}</option>
        </SelectField>
        {duration === 'repeating' && (
          <TextField
            id="promo-months"
            label={t('months')}
            inputMode="numeric"
            placeholder="3"
            {...field('durationInMonths')}
          />
        )}
      </div>
      <fieldset className="grid gap-2" aria-describedby={productsError ? 'promo-products-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('appliesTo')}</legend>
        <SwitchRow form={form} name="paidHosting" label={t('paidHosting')} hint={t('paidHostingHint')} />
        <SwitchRow form={form} name="vps" label={t('vps')} hint={t('vpsHint')} />
        {productsError && (
          <p id="promo-products-error" role="alert" className="text-sm font-medium text-destructive">
            {errorText(productsError)}
          </p>
        )}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="promo-max"
          label={t('maxRedemptions')}
          optional
          inputMode="numeric"
          hint={t('noLimitHint')}
          {...field('maxRedemptions')}
        />
        <TextField
          id="promo-expires"
          label={t('expires')}
          optional
          type="datetime-local"
          hint={t('localTimeHint')}
          {...field('expiresAt')}
        />
      </div>
      <SwitchRow form={form} name="firstTimeOnly" label={t('firstPurchasesOnly')} hint={t('firstTimeHint')} />
    </FormDialog>
  );
}
