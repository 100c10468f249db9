import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { z } from 'zod';
import { MARKETING_MESSAGES, type HeaderCode } from '../../../../contract/marketing.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';

// 001 §5 Header code: name and code required; position an integer, default 0; lower positions appear first.
const schema = z.object({
  name: z.string().trim().min(1, MARKETING_MESSAGES.nameRequired),
  code: z.string().refine((v) => v.trim() !== '', MARKETING_MESSAGES.codeRequired),
  position: z
    .string()
    .trim()
    .refine((v) => /^-?\d+$/.test(v), MARKETING_MESSAGES.positionInteger),
  isActive: z.boolean(),
});
export type HeaderCodeFormValues = z.infer<typeof schema>;

const EMPTY: HeaderCodeFormValues = { name: '', code: '', position: '0', isActive: true };

export function HeaderCodeDialog({
  open,
  editing,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  editing: HeaderCode | null;
  onOpenChange: (open: boolean) => void;
  onSave: (values: { name: string; code: string; position: number; isActive: boolean }) => Promise<boolean>;
}) {
  const form = useForm<HeaderCodeFormValues>({ resolver: zodFormResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open)
      form.reset(
        editing
          ? { name: editing.name, code: editing.code, position: String(editing.position), isActive: editing.isActive }
          : EMPTY,
      );
  }, [open, editing, form]);

  const submit = form.handleSubmit(async (v) => {
    if (await onSave({ name: v.name.trim(), code: v.code, position: Number(v.position), isActive: v.isActive }))
      onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      className="sm:max-w-2xl"
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={editing ? 'Save Changes' : 'Add Header Code'}
      title={editing ? 'Edit Header Code' : 'Add Header Code'}
      description="HTML placed in the head of every public page, exactly as written."
    >
      <TextField
        id="header-code-name"
        label="Name"
        placeholder="Google Tag Manager"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField
        id="header-code-code"
        label="Code"
        rows={8}
        spellCheck={false}
        variant="code"
        placeholder="<script>...</script>"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="header-code-position"
          label="Position"
          inputMode="numeric"
          hint="Lower positions come first."
          error={errors.position?.message}
          {...form.register('position')}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              id="header-code-active"
              label="Active"
              checked={field.value}
              onCheckedChange={field.onChange}
              className="sm:mt-7 sm:self-start"
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
