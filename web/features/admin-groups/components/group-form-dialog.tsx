import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { Controller, useForm } from '../../../lib/form';
import type { UserGroup } from '../../../../contract/admin.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreateUserGroup } from '../api/create-user-group';
import { useUpdateUserGroup } from '../api/update-user-group';
import {
  EMPTY_GROUP_FORM,
  formToGroupBody,
  groupFormSchema,
  groupToForm,
  isProtectedGroup,
  type GroupFormValues,
} from '../group-form';
import { useMessages } from '../../../lib/i18n/messages';
import { groupsMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/** Create Group (group null) or Edit. */
export function GroupFormDialog({
  open,
  group,
  onClose,
}: {
  open: boolean;
  group: UserGroup | null;
  onClose: () => void;
}) {
  const t = useMessages(groupsMessages);
  const tError = useErrorText();
  const form = useForm<GroupFormValues>({
    resolver: zodFormResolver(groupFormSchema),
    defaultValues: EMPTY_GROUP_FORM,
  });
  const create = useCreateUserGroup();
  const update = useUpdateUserGroup();
  const { errors, isSubmitting } = form.formState;
  // Free and Donor are found by name: renaming them would lose that (the server refuses it too).
  const nameLocked = group !== null && isProtectedGroup(group);

  useEffect(() => {
    if (open) form.reset(group ? groupToForm(group) : EMPTY_GROUP_FORM);
  }, [open, group, form]);

  const onSubmit = async (values: GroupFormValues) => {
    const body = formToGroupBody(values);
    try {
      if (group) {
        const { name, ...rest } = body;
        await update.mutateAsync({ id: group.id, body: nameLocked ? rest : { name, ...rest } });
        toast({ title: t('success'), description: t('updated') });
      } else {
        await create.mutateAsync(body);
        toast({ title: t('success'), description: t('created') });
      }
      onClose();
    } catch (error) {
      toast({
        title: group ? t('updateFailed') : t('createFailed'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={group ? t('saveChanges') : t('createGroup')}
      title={group ? t('editTitle') : t('createTitle')}
      description={t('dialogDescription')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="group-name"
          label={t('name')}
          autoComplete="off"
          readOnly={nameLocked}
          hint={nameLocked ? t('namesKept') : undefined}
          error={tError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          id="group-display-name"
          label={t('displayName')}
          autoComplete="off"
          error={tError(errors.displayName?.message)}
          {...form.register('displayName')}
        />
      </div>
      <TextareaField id="group-description" label={t('description')} rows={2} {...form.register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="group-max-hosting"
          label={t('maxHostingAccounts')}
          type="number"
          min={1}
          step={1}
          error={tError(errors.maxHostingAccounts?.message)}
          {...form.register('maxHostingAccounts')}
        />
        <TextField
          id="group-max-devices"
          label={t('maxDevices')}
          type="number"
          min={1}
          step={1}
          error={tError(errors.maxDevices?.message)}
          {...form.register('maxDevices')}
        />
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <SwitchField id="group-active" label={t('active')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
