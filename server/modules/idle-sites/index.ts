// The idle-sites module's face: what the rest of the server may use of it. Other modules import only this file.
export { idleSitesRoutes } from './routes.js';
export type { IdleSitesService } from './service.js';
export { wire } from './wire.js';
