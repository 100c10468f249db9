// The compute module's face: what the rest of the server may use of it. Other modules import only this file.
export { computeRoutes } from './routes.js';
export type { ComputeService } from './service.js';
export { wire } from './wire.js';
