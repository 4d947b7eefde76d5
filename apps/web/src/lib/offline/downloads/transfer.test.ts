import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadFailure } from './download-failure';
import { StorageFullError } from './download-store';
import { type MediaServer, startMediaServer } from './test-media-server';
import { asFailure, openTransfer, parseContentRange } from './transfer';

// Resuming by ranges against a real HTTP server (the seed's first 720p segment, 136922 bytes).
// The whole transfer into Cache Storage runs in a real browser: e2e/tests/offline-downloads.spec.ts.

const SEGMENT = '/hls/720p/segment-0.m4s';
const SIZE = 136922;

let server: MediaServer;
beforeAll(async () => {
  server = await startMediaServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const bytesOf = async (body: ReadableStream<Uint8Array>) =>
  (await new Response(body).arrayBuffer()).byteLength;

describe('openTransfer', () => {
  it('asks for the whole file when nothing is kept', async () => {
    const opened = await openTransfer(`${server.url}/ok${SEGMENT}`, 0, new AbortController().signal);
    expect(opened).toMatchObject({ offset: 0, total: SIZE, contentType: 'video/iso.segment' });
    expect(await bytesOf(opened.body)).toBe(SIZE);
    expect(server.requests).toEqual([`GET /ok${SEGMENT}`]);
  });

  it('continues kept bytes with a Range request answered 206 from exactly there', async () => {
    const opened = await openTransfer(`${server.url}/ok${SEGMENT}`, 100_000, new AbortController().signal);
    expect(opened).toMatchObject({ offset: 100_000, total: SIZE });
    expect(await bytesOf(opened.body)).toBe(SIZE - 100_000);
    expect(server.requests).toEqual([`GET /ok${SEGMENT} bytes=100000-`]);
  });

  it('starts over when the server ignores the range (200)', async () => {
    const opened = await openTransfer(
      `${server.url}/no-ranges${SEGMENT}`,
      100_000,
      new AbortController().signal,
    );
    expect(opened).toMatchObject({ offset: 0, total: SIZE });
    expect(await bytesOf(opened.body)).toBe(SIZE);
  });

  it('starts over when a 206 does not begin at the kept bytes, or the range is past the end', async () => {
    const wrong = await openTransfer(
      `${server.url}/wrong-range${SEGMENT}`,
      100_000,
      new AbortController().signal,
    );
    expect(wrong).toMatchObject({ offset: 0, total: SIZE });
    expect(await bytesOf(wrong.body)).toBe(SIZE);
    const past = await openTransfer(`${server.url}/ok${SEGMENT}`, SIZE + 5, new AbortController().signal);
    expect(past.offset).toBe(0);
    await past.body.cancel();
    expect(server.requests.slice(-2)).toEqual([`GET /ok${SEGMENT} bytes=${SIZE + 5}-`, `GET /ok${SEGMENT}`]);
  });

  it('declares no total when the server gives no length', async () => {
    const opened = await openTransfer(`${server.url}/no-length${SEGMENT}`, 0, new AbortController().signal);
    expect(opened.total).toBeNull();
    expect(await bytesOf(opened.body)).toBe(SIZE);
  });

  it('fails as a network failure on a refusal (an expired link) or no connection', async () => {
    await expect(
      openTransfer(`${server.url}/forbidden${SEGMENT}`, 0, new AbortController().signal),
    ).rejects.toMatchObject({
      code: 'network',
    });
    await expect(openTransfer('http://127.0.0.1:1/x', 0, new AbortController().signal)).rejects.toMatchObject(
      {
        code: 'network',
      },
    );
  });

  it('lets an abort (pause, cancel) through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(openTransfer(`${server.url}/ok${SEGMENT}`, 0, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('parseContentRange and asFailure', () => {
  it('reads the start and total of a Content-Range', () => {
    expect(parseContentRange('bytes 100-199/1000')).toEqual({ start: 100, total: 1000 });
    expect(parseContentRange('bytes 0-9/*')).toEqual({ start: 0, total: null });
    expect(parseContentRange('bytes */1000')).toBeNull();
    expect(parseContentRange(null)).toBeNull();
  });

  it('maps a full device to storage-full (code 10) and anything else to a network failure', () => {
    expect(asFailure(new StorageFullError())).toMatchObject({ code: 'storage-full' });
    expect(asFailure(new TypeError('Failed to fetch'))).toMatchObject({ code: 'network' });
    const mismatch = new DownloadFailure('size-mismatch');
    expect(asFailure(mismatch)).toBe(mismatch);
    const abort = new DOMException('stopped', 'AbortError');
    expect(asFailure(abort)).toBe(abort);
  });
});
