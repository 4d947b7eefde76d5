import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkSizeFor, MEDIA_UPLOAD_URL, type TusState, TusUpload } from './tus-upload';

/**
 * A tus 1.0 server in memory behind `fetch` (the browser's, not ours): creation, HEAD, PATCH at
 * the offset it holds (409 otherwise), DELETE. `failNext` drops the next PATCH like a network.
 */
function tusServer() {
  const state = {
    offset: 0,
    length: 0,
    received: [] as Uint8Array[],
    deleted: false,
    failNext: false,
    calls: [] as string[],
  };
  const fetchMock = vi.fn(async (url: string | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    state.calls.push(method);
    if (method === 'POST' && String(url) === MEDIA_UPLOAD_URL) {
      state.length = Number(headers['Upload-Length']);
      return new Response(null, { status: 201, headers: { Location: `${MEDIA_UPLOAD_URL}/abc` } });
    }
    if (method === 'HEAD')
      return new Response(null, { status: 200, headers: { 'Upload-Offset': String(state.offset) } });
    if (method === 'DELETE') {
      state.deleted = true;
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH') {
      if (state.failNext) {
        state.failNext = false;
        throw new TypeError('Failed to fetch');
      }
      if (Number(headers['Upload-Offset']) !== state.offset) return new Response(null, { status: 409 });
      const bytes = new Uint8Array(await readBlob(init.body as Blob));
      state.received.push(bytes);
      state.offset += bytes.length;
      const done: Record<string, string> = state.offset === state.length ? { 'Media-Id': '42' } : {};
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(state.offset), ...done } });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

afterEach(() => vi.unstubAllGlobals());

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** `onFirstChunk`: what the person does once the first chunk is in (the fake server is instant). */
function watch(file: File, onFirstChunk?: (upload: TusUpload) => void) {
  const states: { state: TusState; mediaId?: number }[] = [];
  const progress: number[] = [];
  const upload: TusUpload = new TusUpload(file, () => 'token', {
    onProgress: (sent) => {
      progress.push(sent);
      if (progress.length === 1) onFirstChunk?.(upload);
    },
    onState: (state, detail) =>
      states.push({ state, ...(detail?.mediaId ? { mediaId: detail.mediaId } : {}) }),
  });
  return { upload, states, progress };
}

/** The chunks as one array (set in place: spreading a megabyte into an array took seconds under load). */
function joined(chunks: Uint8Array[]) {
  const all = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);

describe('TusUpload (the media library’s tus client)', () => {
  it('sends the file in chunks, pauses, resumes where the server stands, and ends with the asset id', async () => {
    const server = tusServer();
    const data = bytes(1024 * 1024);
    const { upload, states, progress } = watch(new File([data], 'lesson.mp4'), (u) => u.pause());
    expect(chunkSizeFor(data.length)).toBe(256 * 1024);
    upload.start();
    // Ceilings for a loaded machine (the suite shares two cores); each wait ends at its event.
    await vi.waitFor(() => expect(states.at(-1)?.state).toBe('paused'), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.offset).toBe(256 * 1024);
    upload.resume();
    await vi.waitFor(() => expect(states.at(-1)?.state).toBe('done'), { timeout: 10_000 });
    expect(states.at(-1)).toEqual({ state: 'done', mediaId: 42 });
    expect(joined(server.received)).toEqual(data);
    expect(progress.at(-1)).toBe(data.length);
  }, 30_000);

  it('after a dropped request asks the server where it stands (HEAD) and goes on', async () => {
    const server = tusServer();
    server.failNext = true;
    const data = bytes(300 * 1024);
    const { upload, states } = watch(new File([data], 'lesson.mp4'));
    upload.start();
    await vi.waitFor(() => expect(states.at(-1)?.state).toBe('done'), { timeout: 3000 });
    expect(server.calls).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
    expect(joined(server.received)).toEqual(data);
  });

  it('cancel ends the upload on the server', async () => {
    const server = tusServer();
    const { upload, states } = watch(new File([bytes(1024 * 1024)], 'lesson.mp4'), (u) => void u.cancel());
    upload.start();
    await vi.waitFor(() => expect(server.deleted).toBe(true));
    expect(server.offset).toBe(256 * 1024);
    expect(states.at(-1)?.state).toBe('cancelled');
  });
});
