import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, type UseFormReturn } from '../../../lib/form';
import { VPS_OS_CHOICES, type VpsPackage } from '../../../../contract/vps.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreateVpsPackage } from '../api/create-vps-package';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useUpdateVpsPackage } from '../api/update-vps-package';
import { vpsMessages } from '../i18n';
import {
  defaultOsLabel,
  EMPTY_VPS_PACKAGE_FORM,
  vpsFormToBody,
  vpsPackageFormSchema,
  vpsPackageToForm,
  type VpsPackageFormValues,
} from '../vps-package-form';

/** The label/value list of operating systems a buyer may choose (001 §3): values from the three of the spec. */
function OsChoicesEditor({ form }: { form: UseFormReturn<VpsPackageFormValues> }) {
  const t = useMessages(vpsMessages);
  const tError = useErrorText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'osChoices' });
  const chosen = form.watch('osChoices').map((c) => c.value);
  const next = VPS_OS_CHOICES.find((c) => !chosen.includes(c.value));
  const listError = form.formState.errors.osChoices;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? 'vps-os-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('operatingSystems')}</legend>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t('noOsYet')}</p>}
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_12rem_auto]"
            aria-label={t('osNumber', { number: index + 1 })}
          >
            <div className="grid gap-1">
              <Label htmlFor={`vps-os-label-${index}`} className="sr-only">
                {t('labelNumber', { number: index + 1 })}
              </Label>
              <Input
                id={`vps-os-label-${index}`}
                placeholder={t('labelPlaceholder')}
                {...form.register(`osChoices.${index}.label`)}
                aria-invalid={form.formState.errors.osChoices?.[index]?.label ? true : undefined}
              />
              {form.formState.errors.osChoices?.[index]?.label && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {tError(form.formState.errors.osChoices[index]?.label?.message)}
                </p>
              )}
            </div>
            <div className="col-span-2 row-start-2 grid gap-1 sm:col-span-1 sm:row-start-auto">
              <Label htmlFor={`vps-os-value-${index}`} className="sr-only">
                {t('valueNumber', { number: index + 1 })}
              </Label>
              <NativeSelect id={`vps-os-value-${index}`} {...form.register(`osChoices.${index}.value`)}>
                {VPS_OS_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.value}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="row-start-1 sm:row-start-auto"
              aria-label={t('removeOs', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {next && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => append({ label: defaultOsLabel(next.value), value: next.value })}
        >
          <Plus aria-hidden="true" />
          {t('addOs')}
        </Button>
      )}
      {message && (
        <p id="vps-os-error" role="alert" className="text-sm font-medium text-destructive">
          {tError(message)}
        </p>
      )}
    </fieldset>
  );
}

function SwitchRow({
  form,
  name,
  id,
  label,
  hint,
}: {
  form: UseFormReturn<VpsPackageFormValues>;
  name: 'isAnonymous' | 'isActive';
  id: string;
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <SwitchField id={id} label={label} hint={hint} checked={f.value} onCheckedChange={f.onChange} />
      )}
    />
  );
}

/** Add (pkg null) or edit a VPS package with every rule of 001 §5; the server creates its Stripe price on save. */
export function VpsPackageFormDialog({
  open,
  pkg,
  onClose,
}: {
  open: boolean;
  pkg: VpsPackage | null;
  onClose: () => void;
}) {
  const t = useMessages(vpsMessages);
  const tError = useErrorText();
  // The form's own check (sort order) gives a catalogue key; the contract's give its English text.
  const errorText = (message: string | undefined) => (message === 'errorSortOrder' ? t(message) : tError(message));
  const form = useForm<VpsPackageFormValues>({
    resolver: zodFormResolver(vpsPackageFormSchema),
    defaultValues: EMPTY_VPS_PACKAGE_FORM,
  });
  const create = useCreateVpsPackage();
  const update = useUpdateVpsPackage();
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(pkg ? vpsPackageToForm(pkg) : EMPTY_VPS_PACKAGE_FORM);
  }, [open, pkg, form]);

  const onSubmit = async (values: VpsPackageFormValues) => {
    const body = vpsFormToBody(values);
    try {
      if (pkg) {
        await update.mutateAsync({ id: pkg.id, body });
        toast({ title: t('success'), description: t('packageUpdated') });
      } else {
        await create.mutateAsync(body);
        toast({ title: t('success'), description: t('packageCreated') });
      }
      onClose();
    } catch (error) {
      toast({ title: t('updateFailed'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
    }
  };

  const field = (name: Exclude<keyof VpsPackageFormValues, 'osChoices' | 'isAnonymous' | 'isActive'>) => ({
    error: errorText(errors[name]?.message),
    ...form.register(name),
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width="2xl"
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={pkg ? t('saveChanges') : t('createPackage')}
      title={pkg ? t('editPackage') : t('addPackage')}
      description={pkg ? t('changePackage', { name: pkg.displayName }) : t('newPackageDescription')}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="vps-name" label={t('packageName')} autoComplete="off" {...field('name')} />
        <TextField id="vps-display-name" label={t('displayName')} autoComplete="off" {...field('displayName')} />
      </div>
      <TextareaField id="vps-description" label={t('description')} rows={2} {...form.register('description')} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          id="vps-price"
          label={t('priceUsd')}
          inputMode="decimal"
          placeholder={t('pricePlaceholder')}
          hint={t('priceHint')}
          {...field('price')}
        />
        <TextField
          id="vps-vcpu"
          label={t('vcpu')}
          inputMode="decimal"
          placeholder={t('vcpuPlaceholder')}
          {...field('vcpu')}
        />
        <TextField
          id="vps-traffic-port"
          label={t('trafficPort')}
          placeholder={t('trafficPortPlaceholder')}
          autoComplete="off"
          {...field('trafficPort')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="vps-memory"
          label={t('memoryMb')}
          inputMode="numeric"
          placeholder={t('memoryPlaceholder')}
          {...field('memory')}
        />
        <TextField
          id="vps-storage"
          label={t('storageGbLabel')}
          inputMode="numeric"
          placeholder={t('storagePlaceholder')}
          {...field('storage')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          id="vps-additional-storage"
          label={t('additionalStorage')}
          inputMode="numeric"
          {...field('additionalStorage')}
        />
        <TextField id="vps-ipv4" label={t('ipv4Addresses')} inputMode="numeric" {...field('ipv4Addresses')} />
        <TextField
          id="vps-sort-order"
          label={t('sortOrder')}
          inputMode="numeric"
          hint={t('sortOrderHint')}
          {...field('sortOrder')}
        />
      </div>
      <OsChoicesEditor form={form} />
      <SwitchRow form={form} name="isAnonymous" id="vps-anonymous" label={t('anonymous')} hint={t('anonymousHint')} />
      <SwitchRow form={form} name="isActive" id="vps-active" label={t('active')} hint={t('activeHint')} />
    </FormDialog>
  );
}
