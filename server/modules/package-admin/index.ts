// The package-admin module's face: what the rest of the server may use of it. Other modules import only this file.
export { packageAdminRoutes } from './routes.js';
export type { PackageAdminService } from './service.js';
export { wire } from './wire.js';
