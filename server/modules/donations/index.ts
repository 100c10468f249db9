// The donations module's face: what the rest of the server may use of it. Other modules import only this file.
export { donationRoutes } from './routes.js';
export type { DonationService } from './service.js';
export { wire } from './wire.js';
