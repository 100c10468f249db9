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
import { useUpdateVpsPackage } from '../api/update-vps-package';
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
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'osChoices' });
  const chosen = form.watch('osChoices').map((c) => c.value);
  const next = VPS_OS_CHOICES.find((c) => !chosen.includes(c.value));
  const listError = form.formState.errors.osChoices;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? 'vps-os-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Operating systems</legend>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No operating system offered yet.</p>}
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_12rem_auto]"
            aria-label={`Operating system ${index + 1}`}
          >
            <div className="grid gap-1">
              <Label htmlFor={`vps-os-label-${index}`} className="sr-only">
                Label {index + 1}
              </Label>
              <Input
                id={`vps-os-label-${index}`}
                placeholder="Label shown to buyers"
                {...form.register(`osChoices.${index}.label`)}
                aria-invalid={form.formState.errors.osChoices?.[index]?.label ? true : undefined}
              />
              {form.formState.errors.osChoices?.[index]?.label && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {form.formState.errors.osChoices[index]?.label?.message}
                </p>
              )}
            </div>
            <div className="col-span-2 row-start-2 grid gap-1 sm:col-span-1 sm:row-start-auto">
              <Label htmlFor={`vps-os-value-${index}`} className="sr-only">
                Value {index + 1}
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
              aria-label={`Remove operating system ${index + 1}`}
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
          Add operating system
        </Button>
      )}
      {message && (
        <p id="vps-os-error" role="alert" className="text-sm font-medium text-destructive">
          {message}
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
        toast({ title: 'Success!', description: 'VPS package updated successfully.' });
      } else {
        await create.mutateAsync(body);
        toast({ title: 'Success!', description: 'VPS package created successfully.' });
      }
      onClose();
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const field = (name: Exclude<keyof VpsPackageFormValues, 'osChoices' | 'isAnonymous' | 'isActive'>) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width="2xl"
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={pkg ? 'Save Changes' : 'Create Package'}
      title={pkg ? 'Edit VPS Package' : 'Add VPS Package'}
      description={
        pkg
          ? `Change ${pkg.displayName}. Orders already placed keep the figures they were bought with.`
          : 'A VPS package: its monthly price, resources and the operating systems buyers choose from.'
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="vps-name" label="Package name" autoComplete="off" {...field('name')} />
        <TextField id="vps-display-name" label="Display name" autoComplete="off" {...field('displayName')} />
      </div>
      <TextareaField id="vps-description" label="Description" rows={2} {...form.register('description')} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          id="vps-price"
          label="Price (USD per month)"
          inputMode="decimal"
          placeholder="9.99"
          hint="In dollars, e.g. 9.99."
          {...field('price')}
        />
        <TextField id="vps-vcpu" label="vCPU" inputMode="decimal" placeholder="2" {...field('vcpu')} />
        <TextField
          id="vps-traffic-port"
          label="Traffic port"
          placeholder="1Gbps"
          autoComplete="off"
          {...field('trafficPort')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="vps-memory" label="Memory (MB)" inputMode="numeric" placeholder="2048" {...field('memory')} />
        <TextField id="vps-storage" label="Storage (GB)" inputMode="numeric" placeholder="80" {...field('storage')} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          id="vps-additional-storage"
          label="Additional storage (GB)"
          inputMode="numeric"
          {...field('additionalStorage')}
        />
        <TextField id="vps-ipv4" label="IPv4 addresses" inputMode="numeric" {...field('ipv4Addresses')} />
        <TextField
          id="vps-sort-order"
          label="Sort order"
          inputMode="numeric"
          hint="Lower comes first."
          {...field('sortOrder')}
        />
      </div>
      <OsChoicesEditor form={form} />
      <SwitchRow
        form={form}
        name="isAnonymous"
        id="vps-anonymous"
        label="Anonymous"
        hint="Bought with only an e-mail and a name."
      />
      <SwitchRow
        form={form}
        name="isActive"
        id="vps-active"
        label="Active"
        hint="Only active packages are offered to visitors."
      />
    </FormDialog>
  );
}
