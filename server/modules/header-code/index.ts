// The header-code module's face: what the rest of the server may use of it. Other modules import only this file.
export { headerCodeRoutes } from './routes.js';
export type { HeaderCodeService } from './service.js';
export { wire } from './wire.js';
