import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { LIBRARY_IMAGE_MAX_BYTES } from '../../../contract/library.js';
import { libraryAdminRoutes } from './routes/admin-routes.js';
import { libraryCatalogueRoutes } from './routes/catalogue-routes.js';
import { libraryDownloadRoutes } from './routes/download-routes.js';
import { libraryFormRoutes } from './routes/form-routes.js';
import { libraryRequestAdminRoutes } from './routes/request-admin-routes.js';

/** Every route of the plugin and theme library, each group in its own scope. */
export async function libraryRoutes(app: FastifyInstance, options: { limits: Config['library'] }) {
  await app.register(libraryCatalogueRoutes);
  await app.register(libraryDownloadRoutes);
  await app.register(libraryFormRoutes);
  await app.register(libraryRequestAdminRoutes);
  await app.register(libraryAdminRoutes, {
    maxArchiveBytes: options.limits.maxArchiveBytes,
    maxImageBytes: LIBRARY_IMAGE_MAX_BYTES,
  });
}
