// The hosting module's face: what the rest of the server may use of it. Other modules import only this file.
export { hostingAdminRoutes } from './routes-admin.js';
export { hostingClientRoutes } from './routes-client.js';
export { hostingRoutes } from './routes.js';
export type { HostingService } from './service.js';
export { wire } from './wire.js';
