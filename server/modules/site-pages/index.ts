// The site-pages module's face: what the rest of the server may use of it. Other modules import only this file.
export { sitePagesRoutes } from './routes.js';
export type { SitePagesService } from './service.js';
export { wire } from './wire.js';
