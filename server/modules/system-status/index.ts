// The system-status module's face: what the rest of the server may use of it. Other modules import only this file.
export { systemStatusRoutes } from './routes.js';
export type { SystemStatusService } from './service.js';
export { wire } from './wire.js';
