// The devices module's face: what the rest of the server may use of it. Other modules import only this file.
export { findAccountsRegisteredOnSameDevice } from './repo.js';
export { deviceRoutes } from './routes.js';
export type { DeviceService, DeviceSighting } from './service.js';
export { wire } from './wire.js';
