// The support module's face: what the rest of the server may use of it. Other modules import only this file.
export { supportAdminRoutes } from './admin-routes.js';
export { supportInboundRoutes } from './inbound-routes.js';
export { supportRoutes } from './routes.js';
export type { SupportService } from './service.js';
export { wire } from './wire.js';
