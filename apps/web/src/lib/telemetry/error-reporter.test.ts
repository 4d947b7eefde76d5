import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { ChunkLoadError } from './chunk-error';
import {
  buildEnvelope,
  buildEvent,
  isIgnored,
  parseDsn,
  parseStack,
  startErrorReporter,
} from './error-reporter';
import { reportError } from './report-error';

const context = {
  release: '1.0.0',
  environment: 'web',
  url: 'https://school.example/class/course',
  userAgent: 'test',
  userId: 7,
  tags: { school: 'school.example' },
};

describe('Sentry-compatible error reporting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a DSN into the envelope endpoint and the public key', () => {
    expect(parseDsn('https://abc@errors.example/42')).toEqual({
      endpoint: 'https://errors.example/api/42/envelope/',
      publicKey: 'abc',
      raw: 'https://abc@errors.example/42',
    });
    expect(parseDsn('http://k@127.0.0.1:9000/sub/path/7')?.endpoint).toBe(
      'http://127.0.0.1:9000/sub/path/api/7/envelope/',
    );
    expect(parseDsn('https://errors.example/42')).toBeNull();
    expect(parseDsn('https://k@errors.example/project')).toBeNull();
    expect(parseDsn('not a url')).toBeNull();
  });

  it('ignores network, chunk, abort and 4xx errors, reports the rest', () => {
    expect(isIgnored(new TypeError('Failed to fetch'))).toBe(true);
    expect(isIgnored(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isIgnored(new ChunkLoadError('timeout'))).toBe(true);
    expect(isIgnored(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isIgnored(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isIgnored(new ApiError(422, []))).toBe(true);
    expect(isIgnored('Script error.')).toBe(true);
    expect(isIgnored(new ApiError(500, null))).toBe(false);
    expect(isIgnored(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('parses V8 and Firefox stacks, oldest frame first, marking our own code', () => {
    const v8 =
      'Error: boom\n    at inner (https://school.example/class/assets/a.js:1:200)\n    at https://cdn.example/b.js:3:4';
    expect(parseStack(v8, 'https://school.example')).toEqual([
      { filename: 'https://cdn.example/b.js', lineno: 3, colno: 4, in_app: false },
      {
        function: 'inner',
        filename: 'https://school.example/class/assets/a.js',
        lineno: 1,
        colno: 200,
        in_app: true,
      },
    ]);
    const firefox = 'inner@https://school.example/a.js:1:2\n@https://school.example/b.js:5:6';
    expect(parseStack(firefox, 'https://school.example').map((f) => f.lineno)).toEqual([5, 1]);
  });

  it('builds an envelope of three JSON lines with the event', () => {
    const dsn = parseDsn('https://abc@errors.example/42');
    if (!dsn) throw new Error('dsn');
    const event = buildEvent(new Error('boom'), context);
    const [header, item, payload] = buildEnvelope(event, dsn)
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ event_id: event.event_id, dsn: dsn.raw });
    expect(item).toEqual({ type: 'event' });
    expect(payload).toMatchObject({
      platform: 'javascript',
      release: '1.0.0',
      user: { id: '7' },
      exception: { values: [{ type: 'Error', value: 'boom' }] },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends each distinct error once, early ones included, and nothing ignored', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    reportError(new Error('before start'));
    const stop = startErrorReporter('https://abc@errors.example/42', () => context);
    // The same error again (a loop that keeps throwing) is sent once.
    const repeated = new Error('after start');
    reportError(repeated);
    reportError(repeated);
    reportError(new TypeError('Failed to fetch'));
    stop?.();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'https://errors.example/api/42/envelope/?sentry_key=abc&sentry_version=7&sentry_client=cp.browser%2F1',
    );
    expect(String(init.body)).toContain('before start');
  });
});
