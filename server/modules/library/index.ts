// The library module's face: what the rest of the server may use of it. Other modules import only this file.
export { libraryRoutes } from './routes.js';
export type { LibraryService } from './service.js';
export { libraryVersionRoutes } from './versions/routes.js';
export { wire } from './wire.js';
