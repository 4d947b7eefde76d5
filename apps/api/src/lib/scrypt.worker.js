// One password hash, inside a worker thread of the password pool (lib/password-pool.ts).
// Synchronous on purpose: the hash takes this thread, never one of libuv's four, which
// serve files and DNS to every other request (ARCHITECTURE §8 "hashing never starves
// other work"; issue 8). Plain JavaScript so that it loads in any runtime without a loader.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, keylen: number, N: number, r: number, p: number, maxmem: number }} task */
export default function scrypt({ password, salt, keylen, N, r, p, maxmem }) {
  return scryptSync(password, salt, keylen, { N, r, p, maxmem });
}
