/** A screen chunk that did not arrive (spec 01 §8 "Loading chunk failed"). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_ERROR_PATTERN =
  /Loading chunk|Loading CSS chunk|CSS_CHUNK_LOAD_FAILED|dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Browsers word a failed dynamic import differently; all of them mean "chunk failed". */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}
