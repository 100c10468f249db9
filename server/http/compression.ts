import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Every text answer (JSON, index.html, the API docs) is compressed when the caller accepts it: brotli first, then
 * gzip, from 1 KB up. Built assets are not compressed here: they are sent as the .br/.gz files the build wrote
 * (server/http/web.ts), and an answer that already has a Content-Encoding is left alone. Binary types (zip,
 * images, xlsx) are skipped by their content type.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
