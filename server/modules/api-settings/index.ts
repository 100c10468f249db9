// The api-settings module's face: what the rest of the server may use of it. Other modules import only this file.
export { apiSettingsRoutes } from './routes.js';
export type { ApiSettingsService } from './service.js';
export { wire } from './wire.js';
