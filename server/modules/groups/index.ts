// The groups module's face: what the rest of the server may use of it. Other modules import only this file.
export { deleteGroup, insertGroup, isGroupNameTaken, listGroups, lockGroup, updateGroup } from './admin-repo.js';
export type { NewUserGroup, UserGroupRow } from './admin-repo.js';
export type { GroupService } from './service.js';
export { wire } from './wire.js';
