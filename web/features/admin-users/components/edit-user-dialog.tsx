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
      toast({ title: 'Success!', description: 'User updated successfully.' });
      onClose();
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel="Save Changes"
      title="Edit User"
      description={`Change ${user?.username ?? ''}'s details. Leave the password empty to keep it.`}
    >
      <TextField
        id="edit-user-username"
        label="Username"
        autoComplete="off"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="edit-user-email"
        label="Email"
        type="email"
        autoComplete="off"
        optional
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="edit-user-first-name"
          label="First Name"
          optional
          autoComplete="off"
          {...form.register('firstName')}
        />
        <TextField
          id="edit-user-last-name"
          label="Last Name"
          optional
          autoComplete="off"
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="edit-user-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        optional
        hint="Leave empty to keep the current password."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="grid gap-2">
        <Label htmlFor="edit-user-group">User Group</Label>
        <NativeSelect id="edit-user-group" {...form.register('userGroupId')}>
          <option value="">No Group</option>
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
