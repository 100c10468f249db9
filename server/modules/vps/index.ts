// The vps module's face: what the rest of the server may use of it. Other modules import only this file.
export { vpsRoutes } from './routes.js';
export type { VpsService } from './service.js';
export { wire } from './wire.js';
