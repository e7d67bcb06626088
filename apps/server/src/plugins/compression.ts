import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Answers made per request (API JSON, pages with embedded data) are compressed on the fly above 1 KiB.
 * Built assets and prerendered pages are compressed at build or start and sent as they are
 * (a reply that already has a content-encoding is left alone).
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 costs about what gzip does and still compresses better; 11 is for build time.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
