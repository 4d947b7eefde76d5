import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What is worth compressing on the fly: text, JSON, JavaScript, XML, SVG and HLS playlists.
 * Not `application/octet-stream` (@fastify/compress's default includes it): stored files go out
 * as they are, and a video, an image or a PDF is already compressed.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|javascript|[+/]xml(?:;|$)|mpegurl/u;

/**
 * Every text answer above 1 KB goes out with brotli or gzip when the client asks for it
 * (issue 26). The built apps' assets are compressed once at build and sent as such by
 * @fastify/static (`preCompressed`), which sets Content-Encoding, so they are not compressed
 * again here; API JSON is compressed per answer at brotli quality 4, the library's default for
 * answers made on the fly. Partial content (206) is never compressed. Request bodies are not
 * decompressed: no route takes a compressed body, and an inflated body would slip past the
 * declared-length limits.
 */
export const compressionPlugin: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
