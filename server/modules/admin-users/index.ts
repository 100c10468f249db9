// The admin-users module's face: what the rest of the server may use of it. Other modules import only this file.
export { adminUserRoutes } from './routes.js';
export { toAdminUserView } from './service.js';
export type { AdminUsersService } from './service.js';
export { wire } from './wire.js';
