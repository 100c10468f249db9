// The site-manage module's face: what the rest of the server may use of it. Other modules import only this file.
export { siteManageRoutes } from './routes.js';
export type { SiteManageService } from './service.js';
export { wire } from './wire.js';
