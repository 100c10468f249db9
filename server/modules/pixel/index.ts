// The pixel module's face: what the rest of the server may use of it. Other modules import only this file.
export { pixelRoutes } from './routes.js';
export type { PixelService } from './service.js';
export { wire } from './wire.js';
