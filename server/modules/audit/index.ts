// The audit module's face: what the rest of the server may use of it. Other modules import only this file.
export { auditRoutes } from './routes.js';
export type { AuditService } from './service.js';
export { wire } from './wire.js';
