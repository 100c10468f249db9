// The your-data module's face: what the rest of the server may use of it. Other modules import only this file.
export { yourDataRoutes } from './routes.js';
export type { YourDataService } from './service.js';
export { wire } from './wire.js';
