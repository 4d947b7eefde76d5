import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// The browser's and the push service's sides of Web Push, for tests: real encryption and a
// real HTTP push service on 127.0.0.1, so what the server sends is read as a browser would.

/** A browser's side of Web Push: its P-256 key pair and auth secret (RFC 8291 §2). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

/** Decrypts an aes128gcm message (RFC 8188 record, RFC 8291 key derivation) as a browser would. */
export function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

export type BrowserKeys = ReturnType<typeof browserKeys>;

export interface PushedMessage {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service: records every message and hands them out in arrival order (`next` waits for
 * one); `/gone/...` answers 410 like an expired subscription.
 */
export async function startPushService() {
  const received: PushedMessage[] = [];
  const waiting: ((m: PushedMessage) => void)[] = [];
  let taken = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const m = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(m);
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
      if (waiting.length) {
        taken += 1;
        waiting.shift()!(m);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** The next message not yet handed out. */
    next(): Promise<PushedMessage> {
      if (taken < received.length) return Promise.resolve(received[taken++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
