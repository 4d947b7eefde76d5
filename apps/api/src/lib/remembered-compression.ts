import { hash } from 'node:crypto';

/** A synchronous compressor as @fastify/compress calls it: the payload and the plugin's options. */
type CompressSync = (payload: Buffer, options?: object) => Buffer;

/**
 * A compressor that remembers its last answers (decision 150). Compression is a pure function of
 * the bytes and the options, and a learner's hot reads send the same bytes again and again (the
 * courses list, a stream's statuses, a chat page: unchanged until something is written), each
 * costing brotli 50-100 µs of one core for a 4 KB answer. The bytes are named by their SHA-256,
 * which takes a few microseconds, and the compressed bytes are kept, least recently used first
 * out, up to `maxBytes` of them and `maxEntries` answers in all.
 *
 * Nothing crosses from one learner to another that he did not already hold: an entry is found
 * only by presenting the very same bytes, and it gives back their compression, nothing else.
 */
export function rememberedCompression(
  compress: CompressSync,
  { maxBytes = 8 * 1024 * 1024, maxEntries = 10_000 } = {},
) {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;

  const compressSync: CompressSync = (payload, options) => {
    const key = hash('sha256', payload, 'base64');
    const found = kept.get(key);
    if (found) {
      // Most recently used last: a Map iterates in insertion order.
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const compressed = compress(payload, options);
    if (compressed.length <= maxBytes) {
      kept.set(key, compressed);
      keptBytes += compressed.length;
      for (const [oldest, bytes] of kept) {
        if (keptBytes <= maxBytes && kept.size <= maxEntries) break;
        kept.delete(oldest);
        keptBytes -= bytes.length;
      }
    }
    return compressed;
  };

  return {
    compressSync,
    /** How many answers and compressed bytes are kept (for tests). */
    size: () => ({ entries: kept.size, bytes: keptBytes }),
  };
}
