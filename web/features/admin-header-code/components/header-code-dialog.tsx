import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MARKETING_MESSAGES, type HeaderCode } from '../../../../contract/marketing.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';

// 001 §5 Header code: name and code required; position an integer, default 0; lower positions appear first.
const schema = z.object({
  name: z.string().trim().min(1, MARKETING_MESSAGES.nameRequired),
  code: z.string().refine((v) => v.trim() !== '', MARKETING_MESSAGES.codeRequired),
  position: z.string().trim().refine((v) => /^-?\d+$/.test(v), MARKETING_MESSAGES.positionInteger),
  isActive: z.boolean(),
});
export type HeaderCodeFormValues = z.infer<typeof schema>;

const EMPTY: HeaderCodeFormValues = { name: '', code: '', position: '0', isActive: true };

export function HeaderCodeDialog({ open, editing, onOpenChange, onSave }: {
  open: boolean; editing: HeaderCode | null; onOpenChange: (open: boolean) => void;
  onSave: (values: { name: string; code: string; position: number; isActive: boolean }) => Promise<boolean>;
}) {
  const form = useForm<HeaderCodeFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(editing ? { name: editing.name, code: editing.code, position: String(editing.position), isActive: editing.isActive } : EMPTY);
  }, [open, editing, form]);

  const submit = form.handleSubmit(async (v) => {
    if (await onSave({ name: v.name.trim(), code: v.code, position: Number(v.position), isActive: v.isActive })) onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Header Code' : 'Add Header Code'}</DialogTitle>
          <DialogDescription>HTML placed in the head of every public page, exactly as written.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField id="header-code-name" label="Name" placeholder="Google Tag Manager" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
          <div className="grid gap-2">
            <Label htmlFor="header-code-code">Code</Label>
            <Textarea id="header-code-code" rows={8} spellCheck={false} className="font-mono text-xs" placeholder="<script>...</script>"
              aria-invalid={errors.code ? true : undefined} aria-describedby={errors.code ? 'header-code-code-error' : undefined} {...form.register('code')} />
            {errors.code && <p id="header-code-code-error" role="alert" className="text-sm font-medium text-destructive">{errors.code.message}</p>}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="header-code-position" label="Position" inputMode="numeric" hint="Lower positions come first." error={errors.position?.message} {...form.register('position')} />
            <Controller control={form.control} name="isActive" render={({ field }) => (
              <div className="flex items-center justify-between gap-3 rounded-lg border p-3 sm:mt-7 sm:self-start">
                <Label htmlFor="header-code-active">Active</Label>
                <Switch id="header-code-active" checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Add Header Code'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
