import type { User } from '../../../contract/accounts.js';
import type { UserRow } from './user-repo.js';
import { isLocale } from '../../../contract/i18n/locales.js';

/**
 * What every view of a person shows, the user's own and the admin list's alike: an explicit allowlist, so a column
 * added to users (a hash, a secret) reaches no response until a view names it.
 */
export function userBasics(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    userGroupId: row.userGroupId,
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user as the API shows them to themselves. */
export function toUserView(row: UserRow, displayPassword?: string): User {
  return {
    ...userBasics(row),
    profileImageUrl: row.profileImageUrl,
    locale: isLocale(row.locale) ? row.locale : null,
    ...(displayPassword ? { displayPassword } : {}),
  };
}
