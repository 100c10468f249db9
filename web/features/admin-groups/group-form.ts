import { z } from 'zod';
import { ADMIN_MESSAGES, type CreateUserGroupBody, type UserGroup } from '../../../contract/admin.js';
import { GROUP_NAMES } from '../../../contract/constants.js';

// 001 §5 User groups: maxHostingAccounts and maxDevices are numbers with minimum 1.

const atLeastOne = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, message);

export const groupFormSchema = z.object({
  name: z.string().trim().min(1, ADMIN_MESSAGES.groupNameRequired),
  displayName: z.string().trim().min(1, ADMIN_MESSAGES.groupDisplayNameRequired),
  description: z.string(),
  maxHostingAccounts: atLeastOne(ADMIN_MESSAGES.groupMaxHostingMin),
  maxDevices: atLeastOne(ADMIN_MESSAGES.groupMaxDevicesMin),
  isActive: z.boolean(),
});
export type GroupFormValues = z.infer<typeof groupFormSchema>;

/** 001 §9: a new group allows 2 hosting accounts and 2 devices. */
export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: '',
  displayName: '',
  description: '',
  maxHostingAccounts: '2',
  maxDevices: '2',
  isActive: true,
};

export function groupToForm(group: UserGroup): GroupFormValues {
  return {
    name: group.name,
    displayName: group.displayName,
    description: group.description ?? '',
    maxHostingAccounts: String(group.maxHostingAccounts),
    maxDevices: String(group.maxDevices),
    isActive: group.isActive,
  };
}

export function formToGroupBody(values: GroupFormValues): CreateUserGroupBody {
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    description: values.description.trim() || null,
    maxHostingAccounts: Number(values.maxHostingAccounts),
    maxDevices: Number(values.maxDevices),
    isActive: values.isActive,
  };
}

/** 001 §3: the groups named Free and Donor cannot be deleted. */
export function isProtectedGroup(group: Pick<UserGroup, 'name' | 'isProtected'>): boolean {
  return group.isProtected || (Object.values(GROUP_NAMES) as string[]).includes(group.name);
}
