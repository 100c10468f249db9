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

const PLAN_LABELS: Record<(typeof PLAN_TYPES)[number], string> = {
  free: 'Free',
  starter: 'Starter',
  premium: 'Premium',
  custom: 'Custom',
};

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
        toast({ title: 'Success!', description: 'Package updated successfully.' });
      } else {
        await create.mutateAsync(body);
        toast({ title: 'Success!', description: 'Package created successfully.' });
      }
      onClose();
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const field = (name: keyof PackageFormValues) => ({ error: errors[name]?.message, ...form.register(name) });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width="2xl"
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={pkg ? 'Save Changes' : 'Create Package'}
      title={pkg ? 'Edit Package' : 'Add Package'}
      description={
        pkg
          ? `Change ${pkg.displayName}. Accounts on WHM keep their package until moved.`
          : 'A hosting package links a price and quotas to a WHM package.'
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="package-name" label="Package name" autoComplete="off" {...field('name')} />
        <TextField id="package-display-name" label="Display name" autoComplete="off" {...field('displayName')} />
      </div>
      <TextareaField id="package-description" label="Description" rows={2} {...form.register('description')} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          id="package-price"
          label="Price (per month)"
          inputMode="decimal"
          hint="0 makes it free."
          {...field('price')}
        />
        <div className="grid gap-2">
          <Label htmlFor="package-currency">Currency</Label>
          <NativeSelect id="package-currency" {...form.register('currency')}>
            {PACKAGE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="package-plan-type">Plan type</Label>
          <NativeSelect id="package-plan-type" {...form.register('planType')}>
            {PLAN_TYPES.map((p) => (
              <option key={p} value={p}>
                {PLAN_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="package-disk" label="Disk space (MB)" inputMode="numeric" {...field('diskSpaceQuota')} />
        <TextField id="package-bandwidth" label="Bandwidth (MB)" inputMode="numeric" {...field('bandwidthQuota')} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField id="package-email" label="Email accounts" inputMode="numeric" {...field('emailAccounts')} />
        <TextField id="package-databases" label="Databases" inputMode="numeric" {...field('databases')} />
        <TextField id="package-subdomains" label="Subdomains" inputMode="numeric" {...field('subdomains')} />
      </div>
      <Controller
        control={form.control}
        name="whmPackageName"
        render={({ field: f }) => (
          <WhmPackageField
            id="package-whm"
            value={f.value}
            onChange={f.onChange}
            error={errors.whmPackageName?.message}
            enabled={open}
          />
        )}
      />
      <TextField
        id="package-tlds"
        label="Included TLDs"
        placeholder="com, org, co.za"
        hint="Comma-separated, e.g. com, org, co.za"
        optional
        {...field('allowedTlds')}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field: f }) => (
          <SwitchField
            id="package-active"
            label="Active"
            hint="Only active packages can be given to new accounts."
            checked={f.value}
            onCheckedChange={f.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
