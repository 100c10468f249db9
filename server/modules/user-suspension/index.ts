// The user-suspension module's face: what the rest of the server may use of it. Other modules import only this file.
export { userSuspensionRoutes } from './routes.js';
export type { UserSuspensionService } from './service.js';
export { wire } from './wire.js';
