// The group-admin module's face: what the rest of the server may use of it. Other modules import only this file.
export { groupLimitsRoutes } from './limits-routes.js';
export { groupAdminRoutes } from './routes.js';
export type { GroupAdminService } from './service.js';
export { wire } from './wire.js';
