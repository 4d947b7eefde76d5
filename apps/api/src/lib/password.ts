import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashInPool, LOCAL_SHARE } from './password-pool.js';

export { HashingBusy } from './password-pool.js';

/**
 * Password hashes (ARCHITECTURE §8; decision 095). New hashes are argon2id at OWASP's first
 * choice, 19 MiB, 2 passes, parallelism 1: about 43 ms of one core, where scrypt at N=2^17 took
 * about 880 ms, so a flood costs the server twenty times less for the same guesses. Hashes
 * written before are scrypt; they still verify, and `needsRehash` tells the sign-in to replace
 * them. Every hash runs in the bounded, fairly shared password pool and may throw HashingBusy.
 * `share` names whose turn a hash takes in that pool: the caller's address where there is one.
 */
const ARGON2ID = { m: 19 * 1024, t: 2, p: 1 };
/**
 * Inside a Vitest run only, PASSWORD_HASH_COST=test lowers the cost: the API suite signs in
 * thousands of times. A hash carries its own parameters, so verification is the same code either
 * way, and nothing outside a test run can weaken the hashes (the variable is not read there).
 */
const TEST_ARGON2ID = { m: 1024, t: 1, p: 1 };
function cost() {
  return process.env.VITEST && process.env.PASSWORD_HASH_COST === 'test' ? TEST_ARGON2ID : ARGON2ID;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** argon2's version 0x13, the only one Node computes. */
const ARGON2_VERSION = 19;
// scrypt needs 128 * N * r bytes (128 MiB at N=2^17, r=8); leave headroom.
const SCRYPT_MAX_MEM = 256 * 1024 * 1024;

/** Base64 without padding, as the PHC string format writes it. */
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (the PHC string format): the parameters travel with the hash. */
export async function hashPassword(password: string, share: string = LOCAL_SHARE): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { m, t, p } = cost();
  const key = await hashInPool({ algorithm: 'argon2id', password, salt, keylen: KEY_LENGTH, m, t, p }, share);
  return `$argon2id$v=${ARGON2_VERSION}$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`;
}

interface Argon2idHash {
  m: number;
  t: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseArgon2id(stored: string): Argon2idHash | undefined {
  const [empty, algo, version, params, salt, hash] = stored.split('$');
  if (empty !== '' || algo !== 'argon2id' || version !== `v=${ARGON2_VERSION}` || !salt || !hash)
    return undefined;
  const found = /^m=(\d+),t=(\d+),p=(\d+)$/.exec(params ?? '');
  if (!found) return undefined;
  return {
    m: Number(found[1]),
    t: Number(found[2]),
    p: Number(found[3]),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

/** The password against a stored argon2id hash, or a scrypt one (`scrypt$N$r$p$salt$hash`) written before. */
export async function verifyPassword(
  password: string,
  stored: string,
  share: string = LOCAL_SHARE,
): Promise<boolean> {
  const argon2id = parseArgon2id(stored);
  if (argon2id) {
    const { m, t, p, salt, hash } = argon2id;
    const key = await hashInPool(
      { algorithm: 'argon2id', password, salt, keylen: hash.length, m, t, p },
      share,
    );
    return timingSafeEqual(key, hash);
  }
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await hashInPool(
    {
      algorithm: 'scrypt',
      password,
      salt: Buffer.from(salt, 'base64'),
      keylen: expected.length,
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT_MAX_MEM,
    },
    share,
  );
  return timingSafeEqual(key, expected);
}

/**
 * Whether a hash that just verified should be replaced: it is scrypt (or anything not argon2id),
 * or argon2id cheaper than a new hash would be.
 */
export function needsRehash(stored: string): boolean {
  const argon2id = parseArgon2id(stored);
  if (!argon2id) return true;
  const { m, t } = cost();
  return argon2id.m < m || argon2id.t < t;
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that the answer
 * takes as long as for a known e-mail and reveals nothing. Made by `hashPassword`, so it costs
 * what a new password's hash costs. (An account still on a scrypt hash answers slower until its
 * next sign-in: decision 095.)
 */
let decoy: { cost: ReturnType<typeof cost>; hash: Promise<string> } | undefined;
export function decoyHash(share: string = LOCAL_SHARE): Promise<string> {
  // Made again if the cost of a new hash is not the one it was made at (a test run that puts the
  // real cost back for one file shares this module with the files around it).
  if (decoy?.cost !== cost()) {
    const hash = hashPassword(randomBytes(16).toString('hex'), share).catch((err: unknown) => {
      // A refusal of the busy pool must not be kept: the next call tries again.
      if (decoy?.hash === hash) decoy = undefined;
      throw err;
    });
    decoy = { cost: cost(), hash };
  }
  return decoy.hash;
}
