import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { PACKAGE_CURRENCIES, PLAN_TYPES, type HostingPackage } from '../../../../contract/admin.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { SwitchField } from '../../../components/switch-field';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';
import {
  EMPTY_PACKAGE_FORM,
  formToBody,
  packageFormSchema,
  packageToForm,
  type PackageFormValues,
} from '../package-form';
import { WhmPackageField } from './whm-package-field';
import { useMessages } from '../../../lib/i18n/messages';
import { packagesMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

const PLAN_LABELS = {
  free: 'planFree',
  starter: 'planStarter',
  premium: 'planPremium',
  custom: 'planCustom',
} as const satisfies Record<(typeof PLAN_TYPES)[number], keyof typeof packagesMessages.english>;

/** Add (package null) or edit a hosting package; every rule and message of 001 §5. */
export function PackageFormDialog({
  open,
  pkg,
  onClose,
}: {
  open: boolean;
  pkg: HostingPackage | null;
  onClose: () => void;
}) {
  const t = useMessages(packagesMessages);
  const tError = useErrorText();
  const form = useForm<PackageFormValues>({
    resolver: zodFormResolver(packageFormSchema),
    defaultValues: EMPTY_PACKAGE_FORM,
  });
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(pkg ? packageToForm(pkg) : EMPTY_PACKAGE_FORM);
  }, [open, pkg, form]);

  const onSubmit = async (values: PackageFormValues) => {
    const body = formToBody(values);
    try {
      if (pkg) {
        await update.mutateAsync({ id: pkg.id, body });
        toast({ title: t('success'), description: t('updated') });
      } else {
        await create.mutateAsync(body);
        toast({ title: t('success'), description: t('created') });
      }
      onClose();
    } catch (error) {
      toast({ title: t('updateFailed'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
    }
  };

  const field = (name: keyof PackageFormValues) => ({ error: tError(errors[name]?.message), ...form.register(name) });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width="2xl"
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={pkg ? t('saveChanges') : t('createPackage')}
      title={pkg ? t('editPackage') : t('addPackage')}
      description={pkg ? t('editDescription', { name: pkg.displayName }) : t('addDescription')}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="package-name" label={t('packageName')} autoComplete="off" {...field('name')} />
        <TextField id="package-display-name" label={t('displayName')} autoComplete="off" {...field('displayName')} />
      </div>
      <TextareaField id="package-description" label={t('description')} rows={2} {...form.register('description')} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          id="package-price"
          label={t('price')}
          inputMode="decimal"
          hint={t('priceHint')}
          {...field('price')}
        />
        <div className="grid gap-2">
          <Label htmlFor="package-currency">{t('currency')}</Label>
          <NativeSelect id="package-currency" {...form.register('currency')}>
            {PACKAGE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="package-plan-type">{t('planType')}</Label>
          <NativeSelect id="package-plan-type" {...form.register('planType')}>
            {PLAN_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(PLAN_LABELS[p])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="package-disk" label={t('disk')} inputMode="numeric" {...field('diskSpaceQuota')} />
        <TextField id="package-bandwidth" label={t('bandwidth')} inputMode="numeric" {...field('bandwidthQuota')} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField id="package-email" label={t('emailAccounts')} inputMode="numeric" {...field('emailAccounts')} />
        <TextField id="package-databases" label={t('databases')} inputMode="numeric" {...field('databases')} />
        <TextField id="package-subdomains" label={t('subdomains')} inputMode="numeric" {...field('subdomains')} />
      </div>
      <Controller
        control={form.control}
        name="whmPackageName"
        render={({ field: f }) => (
          <WhmPackageField
            id="package-whm"
            value={f.value}
            onChange={f.onChange}
            error={tError(errors.whmPackageName?.message)}
            enabled={open}
          />
        )}
      />
      <TextField
        id="package-tlds"
        label={t('includedTlds')}
        placeholder={t('tldsPlaceholder')}
        hint={t('tldsHint')}
        optional
        {...field('allowedTlds')}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field: f }) => (
          <SwitchField
            id="package-active"
            label={t('active')}
            hint={t('activeHint')}
            checked={f.value}
            onCheckedChange={f.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
