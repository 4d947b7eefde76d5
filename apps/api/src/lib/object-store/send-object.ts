import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRangeHeader, satisfiable } from './byte-range.js';
import { contentTypeOf, withCharset } from './content-types.js';
import type { ObjectStore } from './object-store.js';

export interface SendObjectOptions {
  cacheControl: string;
  disposition?: string | undefined;
}

/**
 * Answers a stored object (decision 081): true when the answer is under way, false when there is
 * no such object (the caller answers 404, as before; the reply is untouched). Not the reply
 * itself: a reply is a thenable that an `await` would wait out to the end of the answer.
 * A folder store's file goes out through @fastify/static's sendFile (ranges, ETag and
 * conditional requests as always; the route's plugin must have @fastify/static registered). An
 * S3 object is streamed through this process, one Range honoured: 206 with Content-Range, 416
 * when it cannot be met, the whole object when the header is malformed or asks for several.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  key: string,
  opts: SendObjectOptions,
): Promise<boolean> {
  const local = store.localPath(key);
  if (local !== null) {
    const info = await stat(local).catch(() => null);
    if (!info?.isFile()) return false;
    headers(reply, opts).sendFile(path.basename(local), path.dirname(local), { cacheControl: false });
    return true;
  }

  const type = withCharset(contentTypeOf(key) ?? 'application/octet-stream');
  if (request.method === 'HEAD') {
    // Fastify drains a HEAD answer's stream: ask for the size only, never the bytes.
    const info = await store.head(key);
    if (!info) return false;
    headers(reply, opts).header('accept-ranges', 'bytes').header('content-type', type);
    reply.header('content-length', info.size).send(Readable.from([]));
    return true;
  }

  let ask = parseRangeHeader(request.headers.range);
  if (ask && 'suffix' in ask) {
    // The last N bytes need the size first.
    const info = await store.head(key);
    if (!info) return false;
    const bytes = satisfiable(ask, info.size);
    if (!bytes) return unsatisfiable(reply, opts, info.size);
    ask = bytes;
  }
  const wanted = ask ? { start: ask.start, end: ask.end } : undefined;
  const object = await store.get(key, wanted);
  if (!object) return false;
  headers(reply, opts).header('accept-ranges', 'bytes').header('content-type', type);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  if (ask && (!object.range || !satisfiable(ask, object.size))) {
    object.body.destroy();
    return unsatisfiable(reply, opts, object.size);
  }
  if (object.range) {
    const { start, end } = object.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${object.size}`)
      .header('content-length', end - start + 1)
      .send(object.body);
    return true;
  }
  reply.header('content-length', object.size).send(object.body);
  return true;
}

function headers(reply: FastifyReply, opts: SendObjectOptions): FastifyReply {
  reply.header('cache-control', opts.cacheControl);
  if (opts.disposition) reply.header('content-disposition', opts.disposition);
  return reply;
}

/**
 * As @fastify/static answers a range past the end: 416 with the size in Content-Range, the body
 * the error handler makes of it (`{ name, message, code, status }`).
 */
function unsatisfiable(reply: FastifyReply, opts: SendObjectOptions, size: number): true {
  headers(reply, opts).header('content-range', `bytes */${size}`);
  reply.send(Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 }));
  return true;
}
