import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { rememberedCompression } from '../lib/remembered-compression.js';

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
 *
 * An answer sent again unchanged is not compressed again (decision 150): the synchronous
 * compressors the library calls for buffered answers under its sync threshold remember their last
 * answers by their bytes' digest. Answers above that threshold are streamed through zlib as
 * before.
 */
export const compressionPlugin: FastifyPluginAsync = fp(
  async (app) => {
    // The library takes zlib's own functions from `zlib` where this object has none (streams,
    // deflate, zstd); only the two synchronous compressors it uses here are wrapped.
    const remembered = {
      brotliCompressSync: rememberedCompression(zlib.brotliCompressSync).compressSync,
      gzipSync: rememberedCompression(zlib.gzipSync).compressSync,
    };
    await app.register(compress, {
      zlib: remembered,
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
