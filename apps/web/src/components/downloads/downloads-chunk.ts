import { useEffect, useState } from 'react';
import { loadNamespaces } from '../../lib/i18n/i18n';

type DownloadsChunk = typeof import('./downloads-lazy');

let loaded: DownloadsChunk | null = null;
let loading: Promise<DownloadsChunk> | null = null;

/**
 * The download controls and the engine behind them load in a chunk of their own, with their texts,
 * and only where downloads are allowed (ARCHITECTURE §7: the day screen's budget; a school
 * without offline mode never fetches them).
 */
export function loadDownloadsChunk(): Promise<DownloadsChunk> {
  loading ??= Promise.all([import('./downloads-lazy'), loadNamespaces(['downloads'])]).then(([chunk]) => {
    loaded = chunk;
    return chunk;
  });
  loading.catch(() => {
    // A chunk that failed (offline before it was ever cached) may load on a later try.
    loading = null;
  });
  return loading;
}

export type DownloadsChunkState =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; chunk: DownloadsChunk };

export function useDownloadsChunk(enabled: boolean): DownloadsChunkState {
  const [chunk, setChunk] = useState<DownloadsChunk | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || chunk) return;
    let live = true;
    loadDownloadsChunk().then(
      (value) => live && setChunk(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [enabled, chunk]);
  if (!enabled) return { state: 'off' };
  if (chunk) return { state: 'ready', chunk };
  return failed ? { state: 'failed' } : { state: 'loading' };
}
