import { CHUNK_TIMEOUT_MS } from '@cp/contract';
import { loadNamespaces } from '../../lib/i18n/i18n';
import type { LazyNamespace } from '../../lib/i18n/resources';
import { ChunkLoadError } from '../../lib/telemetry/chunk-error';

export { ChunkLoadError, isChunkLoadError } from '../../lib/telemetry/chunk-error';

/**
 * Wraps a route module import so a chunk that hangs fails after the spec's
 * 120 s (spec 01 §9) instead of leaving the page waiting forever. The texts
 * the module's screen uses (`namespaces`) download alongside, and the module
 * resolves only once they are there: no screen shows keys.
 */
export function lazyRoute<T>(
  importModule: () => Promise<T>,
  namespaces: readonly LazyNamespace[] = [],
): () => Promise<T> {
  const load = namespaces.length
    ? () => Promise.all([importModule(), loadNamespaces(namespaces)]).then(([module]) => module)
    : importModule;
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = window.setTimeout(
        () => reject(new ChunkLoadError(`Loading chunk failed: timeout ${CHUNK_TIMEOUT_MS} ms`)),
        CHUNK_TIMEOUT_MS,
      );
      load().then(
        (module) => {
          window.clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(error);
        },
      );
    });
}
