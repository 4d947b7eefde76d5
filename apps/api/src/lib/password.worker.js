// One password hash, inside a worker thread of the password pool (lib/password-pool.ts).
// Synchronous on purpose: the hash takes this thread, never one of libuv's four, which
// serve files and DNS to every other request (ARCHITECTURE §8 "hashing never starves
// other work"; issue 8). Plain JavaScript so that it loads in any runtime without a loader.
// argon2id hashes every new password (decision 095); scrypt only verifies the hashes written
// before it, until their owner's next sign-in replaces them.
import { argon2Sync, scryptSync } from 'node:crypto';

/**
 * @param {{ algorithm: 'argon2id', password: string, salt: Uint8Array, keylen: number, m: number, t: number, p: number }
 *   | { algorithm: 'scrypt', password: string, salt: Uint8Array, keylen: number, N: number, r: number, p: number, maxmem: number }} task
 */
export default function hash(task) {
  if (task.algorithm === 'argon2id') {
    return argon2Sync('argon2id', {
      message: task.password,
      nonce: task.salt,
      memory: task.m,
      passes: task.t,
      parallelism: task.p,
      tagLength: task.keylen,
    });
  }
  const { password, salt, keylen, N, r, p, maxmem } = task;
  return scryptSync(password, salt, keylen, { N, r, p, maxmem });
}
