import { CHUNK_TIMEOUT_MS } from '@cp/contract';
import { loadNamespaces } from '../../lib/i18n/i18n';
import type { LazyNamespace } from '../../lib/i18n/resources';

/** A screen chunk that did not arrive (spec 01 §8 "Loading chunk failed"). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

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

const CHUNK_ERROR_PATTERN =
  /Loading chunk|Loading CSS chunk|CSS_CHUNK_LOAD_FAILED|dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Browsers word a failed dynamic import differently; all of them mean "chunk failed". */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}
