import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { HASH_QUEUE, HASH_THREADS, HashingBusy, type HashTask, hashInPool } from './password-pool.js';

// Issue 25 and decision 095: one address flooding the hashing queue cannot keep another out of it.
const task = (): HashTask => ({
  algorithm: 'argon2id',
  password: 'a guess',
  salt: randomBytes(16),
  keylen: 32,
  m: 4096,
  t: 1,
  p: 1,
});

it('one share fills the queue; another still gets in, pushing out the newest job of the flood, and is served in turn', async () => {
  /** Which job finished, in order; `refused` for a HashingBusy. */
  const finished: string[] = [];
  const run = (name: string, share: string) =>
    hashInPool(task(), share).then(
      () => {
        finished.push(name);
        return 'hashed';
      },
      (err: unknown) => {
        if (!(err instanceof HashingBusy)) throw err;
        return 'refused';
      },
    );

  // Every thread busy and every place in the queue taken, all by one address.
  const flood = Array.from({ length: HASH_THREADS + HASH_QUEUE }, (_, i) => run(`flood ${i}`, '10.0.0.1'));
  const learner = run('learner', '10.0.0.2');
  // The flooding address may not push out its own jobs: refused at once.
  const more = run('flood more', '10.0.0.1');

  expect(await more).toBe('refused');
  expect(await learner).toBe('hashed');
  const answers = await Promise.all(flood);
  // Room was made for the learner by the flood's newest job, refused; the others were hashed.
  expect(answers.at(-1)).toBe('refused');
  expect(answers.slice(0, -1).every((a) => a === 'hashed')).toBe(true);
  // Free threads take the waiting addresses in turn: the learner did not wait for the whole flood.
  expect(finished.indexOf('learner')).toBeLessThanOrEqual(2 * HASH_THREADS);
}, 120_000);
