// The smtp-settings module's face: what the rest of the server may use of it. Other modules import only this file.
export { smtpSettingsRoutes } from './routes.js';
export type { SmtpSettingsService } from './service.js';
export { wire } from './wire.js';
