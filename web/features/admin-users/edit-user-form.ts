import { z } from 'zod';
import { ADMIN_MESSAGES, type AdminUser, type UpdateAdminUserBody } from '../../../contract/admin.js';
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants.js';

// 001 §5 Users: username required; email trimmed; password sent only if non-blank after trimming; a blank
// group becomes null; a numeric group id is sent as a number.

export const editUserFormSchema = z.object({
  username: z.string().trim().min(1, ADMIN_MESSAGES.usernameRequired),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address'),
  firstName: z.string(),
  lastName: z.string(),
  password: z
    .string()
    .refine(
      (v) => v.trim() === '' || v.length >= PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
  userGroupId: z.string(),
});
export type EditUserFormValues = z.input<typeof editUserFormSchema>;

export function userToForm(user: AdminUser): EditUserFormValues {
  return {
    username: user.username,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    password: '',
    userGroupId: user.userGroupId === null ? '' : String(user.userGroupId),
  };
}

export function formToUpdateBody(values: EditUserFormValues): UpdateAdminUserBody {
  const body: UpdateAdminUserBody = {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    userGroupId: values.userGroupId === '' ? null : Number(values.userGroupId),
  };
  if (values.password.trim() !== '') body.password = values.password;
  return body;
}
