import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { useForm } from '../../../lib/form';
import type { AdminUser } from '../../../../contract/admin.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useUserGroups } from '../../../api/user-groups';
import { useUpdateUser } from '../api/update-user';
import { editUserFormSchema, formToUpdateBody, userToForm, type EditUserFormValues } from '../edit-user-form';
import { NativeSelect } from '../../../components/native-select';
import { useMessages } from '../../../lib/i18n/messages';
import { usersMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

const EMPTY: EditUserFormValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  userGroupId: '',
};

/** 001 §2 Edit User dialog. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useMessages(usersMessages);
  const tError = useErrorText();
  const form = useForm<EditUserFormValues>({ resolver: zodFormResolver(editUserFormSchema), defaultValues: EMPTY });
  const groups = useUserGroups();
  const update = useUpdateUser();
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (user) form.reset(userToForm(user));
  }, [user, form]);

  const onSubmit = async (values: EditUserFormValues) => {
    if (!user) return;
    try {
      await update.mutateAsync({ id: user.id, body: formToUpdateBody(values) });
      toast({ title: t('success'), description: t('updated') });
      onClose();
    } catch (error) {
      toast({ title: t('updateFailed'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={t('saveChanges')}
      title={t('editUser')}
      description={t('editDescription', { username: user?.username ?? '' })}
    >
      <TextField
        id="edit-user-username"
        label={t('username')}
        autoComplete="off"
        error={tError(errors.username?.message)}
        {...form.register('username')}
      />
      <TextField
        id="edit-user-email"
        label={t('email')}
        type="email"
        autoComplete="off"
        optional
        error={tError(errors.email?.message)}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="edit-user-first-name"
          label={t('firstName')}
          optional
          autoComplete="off"
          {...form.register('firstName')}
        />
        <TextField
          id="edit-user-last-name"
          label={t('lastName')}
          optional
          autoComplete="off"
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="edit-user-password"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        optional
        hint={t('passwordHint')}
        error={tError(errors.password?.message)}
        {...form.register('password')}
      />
      <div className="grid gap-2">
        <Label htmlFor="edit-user-group">{t('userGroup')}</Label>
        <NativeSelect id="edit-user-group" {...form.register('userGroupId')}>
          <option value="">{t('noGroup')}</option>
          {(groups.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.displayName}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FormDialog>
  );
}
