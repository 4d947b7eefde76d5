/// <reference types="node" />
// Test-only (Node): the web project's types are the browser's, this file runs a server in the test runner.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real HTTP server over the seed's demo clip (HEAD, single byte ranges), for the engine's tests:
 * what the API's static files do, plus the misbehaviours a download must survive, chosen per path
 * prefix: `/no-length/` (chunked, no Content-Length), `/no-ranges/` (always 200), `/wrong-range/`
 * (a 206 from the start), `/forbidden/` (an expired link's 403), `/garbage/` (an HTML page).
 */
export const SEED_CLIP = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../api/src/seed/media/clip-1',
);

export interface MediaServer {
  url: string;
  /** The requests seen, as `METHOD path [range]`. */
  requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
  '.jpg': 'image/jpeg',
};

export async function startMediaServer(): Promise<MediaServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void answer(request, response, requests);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, requests: string[]) {
  const range = request.headers.range;
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  requests.push(`${request.method} ${pathname}${range ? ` ${range}` : ''}`);
  const [, mode = '', ...rest] = pathname.split('/');
  if (mode === 'forbidden') return void response.writeHead(403).end('expired');
  if (mode === 'garbage') {
    return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in</html>');
  }
  let data: Buffer;
  try {
    data = await readFile(path.join(SEED_CLIP, ...rest.filter((part) => part !== '..')));
  } catch {
    return void response.writeHead(404).end();
  }
  const type = TYPES[path.extname(pathname)] ?? 'application/octet-stream';
  const head = request.method === 'HEAD';
  if (mode === 'no-length') {
    response.writeHead(200, { 'content-type': type, 'transfer-encoding': 'chunked' });
    return void response.end(head ? undefined : data);
  }
  const match = /^bytes=(\d+)-$/.exec(range ?? '');
  if (match && mode !== 'no-ranges') {
    const start = mode === 'wrong-range' ? 0 : Number(match[1]);
    if (start >= data.length) {
      return void response.writeHead(416, { 'content-range': `bytes */${data.length}` }).end();
    }
    response.writeHead(206, {
      'content-type': type,
      'content-length': String(data.length - start),
      'content-range': `bytes ${start}-${data.length - 1}/${data.length}`,
    });
    return void response.end(head ? undefined : data.subarray(start));
  }
  response.writeHead(200, {
    'content-type': type,
    'content-length': String(data.length),
    'accept-ranges': 'bytes',
  });
  response.end(head ? undefined : data);
}
