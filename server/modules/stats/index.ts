// The stats module's face: what the rest of the server may use of it. Other modules import only this file.
export { statsRoutes } from './routes.js';
export { createStatsService } from './service.js';
export type { StatsService } from './service.js';
export { wire } from './wire.js';
