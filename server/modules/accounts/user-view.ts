import type { User } from '../../../contract/accounts.js';
import type { UserRow } from './user-repo.js';

/** The user as the API shows it: an explicit allowlist, so no hash ever reaches a response. */
export function toUserView(row: UserRow, displayPassword?: string): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    isAnonymous: row.isAnonymous,
    userGroupId: row.userGroupId,
    createdAt: row.createdAt.toISOString(),
    ...(displayPassword ? { displayPassword } : {}),
  };
}
