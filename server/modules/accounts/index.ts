// The accounts module's face: what the rest of the server may use of it. Other modules import only this file.
export { accountSafetyRoutes } from './account-safety-routes.js';
export {
  countUsers,
  countUsersPerGroup,
  deleteUserRow,
  isUsernameTakenByOther,
  listUsers,
  lockUser,
} from './admin-user-repo.js';
export { authRoutes } from './auth-routes.js';
export { browserName } from './browser-name.js';
export type { AccountEvents } from './deps.js';
export { isEmailVerified } from './email-verification-repo.js';
export { createGroupMembership } from './group-membership.js';
export type { GroupMembership } from './group-membership.js';
export { hashPassword, usePasswordHashCost } from './passwords.js';
export { registrationRoutes } from './registration-routes.js';
export type { AccountsService } from './service.js';
export type { SessionService } from './session-service.js';
export { readSignupFigures, type SignupFigures } from './signup-figures.js';
export { disableTwoFactor } from './two-factor-repo.js';
export {
  findOwners,
  findUserBriefs,
  findUserById,
  findUserIdByEmail,
  isEmailTaken,
  lockUserRow,
  updateUser,
  userIdsInGroup,
  userIdsMatching,
} from './user-repo.js';
export type { NewUser, UserRow } from './user-repo.js';
export { userRoutes } from './user-routes.js';
export { userBasics } from './user-view.js';
export { wire } from './wire.js';
