import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { z } from 'zod';
import { MARKETING_MESSAGES, type HeaderCode } from '../../../../contract/marketing.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useMessages } from '../../../lib/i18n/messages';
import { headerCodeMessages } from '../i18n';

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

// Code, not words: the same in every language.
const CODE_PLACEHOLDER = '<script>...</script>';

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
  const t = useMessages(headerCodeMessages);
  const tError = useErrorText();
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
      submitLabel={editing ? t('saveChanges') : t('add')}
      title={editing ? t('edit') : t('add')}
      description={t('dialogDescription')}
    >
      <TextField
        id="header-code-name"
        label={t('name')}
        placeholder={t('namePlaceholder')}
        autoComplete="off"
        error={tError(errors.name?.message)}
        {...form.register('name')}
      />
      <TextareaField
        id="header-code-code"
        label={t('code')}
        rows={8}
        spellCheck={false}
        variant="code"
        placeholder={CODE_PLACEHOLDER}
        error={tError(errors.code?.message)}
        {...form.register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="header-code-position"
          label={t('position')}
          inputMode="numeric"
          hint={t('positionHint')}
          error={tError(errors.position?.message)}
          {...form.register('position')}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              id="header-code-active"
              label={t('active')}
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
