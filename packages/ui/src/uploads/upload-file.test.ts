import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { act, renderHook, waitFor } from '@testing-library/react';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError, uploadFile } from './upload-file';
import { useUploads } from './use-uploads';

// The apps get tus-js-client's browser build (Vite resolves its "browser" field); so does this
// test, where Node's resolution would pick the build that cannot send a File.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js' as string));

/**
 * The client helper against a real tus server (the @tus/server library on a port, not our API):
 * the protocol, the retry at the held offset after a failed request, refusals and abort.
 */

let dir: string;
let http: HttpServer;
let endpoint: string;
const seen: { method: string; offset: string | null; auth: string | null; metadata: string | null }[] = [];
let failNextPatchAfter = -1;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ui-uploads-'));
  const tus = new Server({
    path: '/files',
    datastore: new FileStore({ directory: dir }),
    maxSize: 64 * 1024,
    onIncomingRequest: async (req) => {
      const offset = req.headers.get('upload-offset');
      seen.push({
        method: req.method,
        offset,
        auth: req.headers.get('authorization'),
        metadata: req.headers.get('upload-metadata'),
      });
      // One PATCH fails with a server error once it is past the first chunk: a dropped request.
      if (req.method === 'PATCH' && failNextPatchAfter >= 0 && Number(offset) > failNextPatchAfter) {
        failNextPatchAfter = -1;
        throw { status_code: 503, body: 'try again' };
      }
    },
    onUploadFinish: async (_req, upload) => {
      if (upload.metadata?.filetype === 'text/plain') {
        throw { status_code: 415, body: JSON.stringify({ message: 'You can upload only photo or video.' }) };
      }
      return {};
    },
  });
  http = tus.listen(0, '127.0.0.1');
  await new Promise((r) => http.once('listening', r));
  endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}/files`;
});
afterAll(() => {
  http.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
});

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 251);
const stored = (id: string) => new Uint8Array(readFileSync(path.join(dir, id)));

describe('uploadFile', () => {
  it('sends the file in chunks with the token and answers the upload id', async () => {
    const data = bytes(20_000, 1);
    const progress: number[] = [];
    const id = await uploadFile(new File([data], 'a.jpg', { type: 'image/jpeg' }), {
      endpoint,
      token: 'tok-123',
      chunkSize: 8000,
      onProgress: (sent) => progress.push(sent),
    });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored(id)).toEqual(data);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    expect(seen.every((s) => s.auth === 'Bearer tok-123')).toBe(true);
    expect(progress.at(-1)).toBe(20_000);
  });

  it('after a failed request asks the server where it stopped and goes on from there', async () => {
    const data = bytes(20_000, 2);
    failNextPatchAfter = 0;
    const id = await uploadFile(new File([data], 'b.mp4', { type: 'video/mp4' }), {
      endpoint,
      token: 't',
      chunkSize: 8000,
      retryDelays: [0],
    });
    expect(seen.map((s) => `${s.method} ${s.offset ?? ''}`.trim())).toEqual([
      'POST',
      'PATCH 0',
      'PATCH 8000', // fails
      'HEAD',
      'PATCH 8000',
      'PATCH 16000',
    ]);
    expect(stored(id)).toEqual(data);
  });

  it('turns refusals into reasons the apps translate, without retrying them', async () => {
    const notMedia = uploadFile(new File([bytes(100, 3)], 'c.txt', { type: 'text/plain' }), {
      endpoint,
      token: 't',
      retryDelays: [0, 0, 0],
    });
    await expect(notMedia).rejects.toMatchObject({
      reason: 'notPhotoOrVideo',
      status: 415,
      serverMessage: 'You can upload only photo or video.',
    });
    // Refused once, never sent again.
    expect(seen.map((s) => s.method)).toEqual(['POST', 'PATCH']);
    const big = uploadFile(new File([bytes(70_000, 4)], 'd.mp4', { type: 'video/mp4' }), {
      endpoint,
      token: 't',
      retryDelays: [0, 0, 0],
    });
    await expect(big).rejects.toMatchObject({ reason: 'tooLarge', status: 413 });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'PATCH']);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = uploadFile(new File([bytes(10, 5)], 'e.jpg', { type: 'image/jpeg' }), {
      endpoint,
      token: 't',
      signal: controller.signal,
    });
    await expect(aborted).rejects.toBeInstanceOf(UploadError);
    await expect(aborted).rejects.toMatchObject({ reason: 'aborted' });
  });
});

describe('useUploads', () => {
  it('tracks several files: refuses what is not a photo or video at once, collects the ids of the rest', async () => {
    const { result } = renderHook(() =>
      useUploads({ endpoint, token: 't', chunkSize: 4000, maxBytes: 50_000 }),
    );
    act(() => {
      result.current.add([
        new File([bytes(9000, 6)], 'one.jpg', { type: 'image/jpeg' }),
        new File([bytes(10, 7)], 'notes.pdf', { type: 'application/pdf' }),
        new File([bytes(60_000, 8)], 'huge.mp4', { type: 'video/mp4' }),
        new File([bytes(5000, 9)], 'two.mp4', { type: 'video/mp4' }),
      ]);
    });
    expect(result.current.pending).toBe(true);
    expect(result.current.failed.map((f) => [f.name, f.failure])).toEqual([
      ['notes.pdf', 'notPhotoOrVideo'],
      ['huge.mp4', 'tooLarge'],
    ]);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.ids).toHaveLength(2);
    expect(stored(result.current.ids[0]!)).toEqual(bytes(9000, 6));
    expect(result.current.items.find((i) => i.name === 'one.jpg')!.sent).toBe(9000);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('takes what the caller accepts and names the purpose in the metadata (homework, decision 057)', async () => {
    const accepts = (file: { type: string }) => file.type === 'application/pdf';
    const { result } = renderHook(() =>
      useUploads({ endpoint, token: 't', chunkSize: 4000, purpose: 'homework', accepts }),
    );
    act(() => {
      result.current.add([
        new File([bytes(3000, 11)], 'notes.pdf', { type: 'application/pdf' }),
        new File([bytes(10, 12)], 'one.jpg', { type: 'image/jpeg' }),
      ]);
    });
    expect(result.current.failed.map((f) => [f.name, f.failure])).toEqual([['one.jpg', 'wrongType']]);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.ids).toHaveLength(1);
    const created = seen.find((s) => s.method === 'POST');
    const purpose = created?.metadata
      ?.split(',')
      .map((pair) => pair.split(' '))
      .find(([key]) => key === 'purpose')?.[1];
    expect(atob(purpose ?? '')).toBe('homework');
  });

  it('removing a file that is uploading drops it from the list', async () => {
    const { result } = renderHook(() => useUploads({ endpoint, token: 't', chunkSize: 1000 }));
    act(() => result.current.add([new File([bytes(30_000, 10)], 'slow.mp4', { type: 'video/mp4' })]));
    const key = result.current.items[0]!.key;
    act(() => result.current.remove(key));
    expect(result.current.items).toEqual([]);
    expect(result.current.pending).toBe(false);
  });
});
