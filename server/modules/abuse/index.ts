// The abuse module's face: what the rest of the server may use of it. Other modules import only this file.
export { abuseRoutes } from './routes.js';
export { reputationSourceRoutes } from './reputation/routes.js';
export type { ReputationSettings } from './reputation/settings.js';
export type { ReputationAnswer, ReputationLookup } from './reputation/types.js';
export { abuseDetectionRoutes } from './routes-detection.js';
export type { AbuseService } from './service.js';
export { wire } from './wire.js';
