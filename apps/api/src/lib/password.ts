import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptInPool } from './password-pool.js';

export { HashingBusy } from './password-pool.js';

/** Every hash runs in the bounded password pool (issue 8); it may throw HashingBusy. */
function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
): Promise<Buffer> {
  return scryptInPool({ password, salt, keylen, ...options });
}

/** OWASP parameters for scrypt (ARCHITECTURE §8): N=2^17, r=8, p=1. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };

/**
 * N of a new hash. Inside a Vitest run only, SCRYPT_COST_LOG2 (10..17) lowers it: the API
 * suite signs in thousands of times, and at 2^17 hashing alone took minutes of it. A hash
 * carries its own N, so verification is the same code either way, and nothing outside a test
 * run can weaken the hashes (the variable is not read there).
 */
function costN(): number {
  if (!process.env.VITEST) return PARAMS.N;
  const log2 = Number(process.env.SCRYPT_COST_LOG2);
  return Number.isInteger(log2) && log2 >= 10 && log2 <= 17 ? 2 ** log2 : PARAMS.N;
}
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MiB here); leave headroom.
const MAX_MEM = 256 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, base64: parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = costN();
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...PARAMS, N, maxmem: MAX_MEM });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so
 * that the answer takes as long as for a known e-mail and reveals nothing.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  // A refusal of the busy pool must not be kept: the next call tries again.
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    decoy = undefined;
    throw err;
  });
  return decoy;
}
