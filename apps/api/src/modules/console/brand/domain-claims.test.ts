import {
  consoleBrandView,
  consoleDomain,
  DOMAIN_CLAIMS_MAX,
  DOMAIN_PROOF_FILE_PATH,
  domainAdded,
} from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, domainClaims, domains } from '../../../db/schema/index.js';
import { type ProofServers, startProofServers } from '../../../test/domain-proof-servers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addBrandSchool, type BrandSchool } from './brand-fixtures.js';

/**
 * A school's new domain serves learners only after proof of control (issue 25, decision 099):
 * the claim's token in a DNS TXT record or a file at the host, looked up on a real DNS server and
 * a real HTTP server on 127.0.0.1 (never the real network).
 */
let t: TestApp;
let world: ProofServers;
let a: BrandSchool;
let b: BrandSchool;

beforeAll(async () => {
  world = await startProofServers();
  t = await createTestApp({ domainProof: world.deps });
  a = await addBrandSchool(t.db, 'claims-a.test');
  b = await addBrandSchool(t.db, 'claims-b.test');
});
afterAll(async () => {
  await t?.close();
  await world?.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  s: BrandSchool,
  payload?: object,
  token = s.tokens.admin,
) => t.call({ method, url: `/spa/api/v1/staff${url}`, host: s.host, token, ...(payload ? { payload } : {}) });
const configStatus = async (host: string) =>
  (await t.call({ method: 'GET', url: '/spa/api/v1/config', host })).statusCode;
const configProject = async (host: string) =>
  (await t.call({ method: 'GET', url: '/spa/api/v1/config', host })).json().project.id;
/** Adds `host` in school `s`'s console; it must wait for proof. */
async function claim(s: BrandSchool, host: string) {
  const res = await call('POST', '/domains?lang=en', s, { host });
  expect(res.statusCode, res.body).toBe(201);
  const added = domainAdded.parse(res.json());
  if (added.status !== 'pending') throw new Error(`${host} served at once`);
  return added.claim;
}
const verify = (s: BrandSchool, claimId: number) =>
  call('POST', `/domain-claims/${claimId}/verify?lang=en`, s);
const audit = (s: BrandSchool, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, s.projectId), eq(auditLog.action, action)));

describe('a host added in the console', () => {
  it('answers as an unknown host until control is proven, and blocks no other school', async () => {
    const host = 'learn.pending.example';
    const pending = await claim(a, host);
    expect(pending).toMatchObject({
      host,
      status: 'pending',
      dns_name: `_course-platform-verification.${host}`,
      file_url: `http://${host}${DOMAIN_PROOF_FILE_PATH}`,
    });
    expect(pending.token).toMatch(/^[\w-]{32}$/);
    expect(await configStatus(host)).toBe(404);
    expect(await t.db.select().from(domains).where(eq(domains.host, host))).toEqual([]);
    expect(await audit(a, 'domain.claim')).toHaveLength(1);

    // The console lists it with how to prove it; claiming it twice is 409.
    const view = consoleBrandView.parse((await call('GET', '/brand', a)).json());
    expect(view.domain_claims).toEqual([pending]);
    expect(view.domains.map((d) => d.host)).toEqual([a.host]);
    const again = await call('POST', '/domains?lang=en', a, { host });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This host is already waiting for proof of control.');

    // Another school may claim the same host: a claim proves nothing.
    const other = await claim(b, host);
    expect(other.token).not.toBe(pending.token);
  });

  it('a host kept for local development serves at once', async () => {
    for (const host of ['app.localhost', '127.0.0.9', 'extra.claims-a.test']) {
      const res = await call('POST', '/domains?lang=en', a, { host });
      expect(res.statusCode, host).toBe(201);
      const added = domainAdded.parse(res.json());
      expect(added.status, host).toBe('active');
      expect(await configProject(host)).toBe(a.projectId);
    }
  });
});

describe('proof by a DNS TXT record', () => {
  it('a record without the token proves nothing; with it the host serves the school, with the settings it was added on', async () => {
    const host = 'dns.claims.example';
    const pending = await claim(a, host);
    world.txt.set(pending.dns_name, ['some-other-verification=abc']);
    const wrong = await verify(a, pending.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      `Control of ${host} is not proven yet: the TXT record ${pending.dns_name} does not hold the verification code; there is no file at ${pending.file_url}.`,
    );
    expect(await configStatus(host)).toBe(404);

    world.txt.set(pending.dns_name, ['some-other-verification=abc', pending.token]);
    const res = await verify(a, pending.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(consoleDomain.parse(res.json())).toMatchObject({ host, title: `Title of ${a.host}` });
    expect(await configProject(host)).toBe(a.projectId);
    expect(await t.db.select().from(domainClaims).where(eq(domainClaims.id, pending.id))).toEqual([]);
    const [line] = (await audit(a, 'domain.create')).filter((l) => l.details.host === host);
    expect(line?.details).toEqual({ host, copied_from: a.host, proof: 'dns' });
  });

  it('a long token split into several character-strings of one record still counts', async () => {
    const pending = await claim(a, 'split.claims.example');
    world.txt.set(pending.dns_name, [[pending.token.slice(0, 10), pending.token.slice(10)]]);
    expect((await verify(a, pending.id)).statusCode).toBe(200);
  });
});

describe('proof by a file at the host', () => {
  const path = DOMAIN_PROOF_FILE_PATH;

  it('the file with the token proves control; one with another text does not', async () => {
    const host = 'file.claims.example';
    const pending = await claim(a, host);
    world.files.set(`${host}${path}`, { body: 'not-the-token\n' });
    const wrong = await verify(a, pending.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toMatch(
      /the file at http:\/\/file\.claims\.example\/.* does not hold the verification code/,
    );
    expect(await configStatus(host)).toBe(404);

    world.files.set(`${host}${path}`, { body: `${pending.token}\n` });
    expect((await verify(a, pending.id)).statusCode).toBe(200);
    expect(await configProject(host)).toBe(a.projectId);
    const [line] = (await audit(a, 'domain.create')).filter((l) => l.details.host === host);
    expect(line?.details).toMatchObject({ proof: 'file' });
  });

  it('a redirect on the same host is followed; one to another host is not', async () => {
    const host = 'moved.claims.example';
    const pending = await claim(a, host);
    world.files.set('elsewhere.example/token.txt', { body: pending.token });
    world.files.set(`${host}${path}`, {
      status: 302,
      headers: { location: 'http://elsewhere.example/token.txt' },
    });
    const elsewhere = await verify(a, pending.id);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toContain(`${pending.file_url} redirects to another host`);
    expect(world.requests).not.toContain('elsewhere.example/token.txt');

    world.files.set(`${host}/proof/token.txt`, { body: pending.token });
    world.files.set(`${host}${path}`, { status: 301, headers: { location: '/proof/token.txt' } });
    expect((await verify(a, pending.id)).statusCode).toBe(200);
    expect(world.requests).toContain(`${host}/proof/token.txt`);
  });

  it('a file larger than a token is refused without reading it all', async () => {
    const pending = await claim(a, 'large.claims.example');
    world.files.set(`large.claims.example${path}`, { body: `${pending.token}${' '.repeat(64 * 1024)}` });
    const res = await verify(a, pending.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('is too large');
  });
});

describe('two schools claiming one host', () => {
  it('the first to prove control gets it; the other claim shows as taken and cannot be verified', async () => {
    const host = 'contested.claims.example';
    const mine = await claim(a, host);
    const theirs = await claim(b, host);
    world.txt.set(`_course-platform-verification.${host}`, [theirs.token]);
    expect((await verify(a, mine.id)).statusCode).toBe(409);
    expect((await verify(b, theirs.id)).statusCode).toBe(200);
    expect(await configProject(host)).toBe(b.projectId);

    // Even once a's token is published too, the host stays b's.
    world.txt.set(`_course-platform-verification.${host}`, [theirs.token, mine.token]);
    const late = await verify(a, mine.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This host is already in use by another school.');
    const view = consoleBrandView.parse((await call('GET', '/brand', a)).json());
    expect(view.domain_claims.find((c) => c.id === mine.id)?.status).toBe('taken');
    expect(await configProject(host)).toBe(b.projectId);

    // a removes its claim; the host is b's and now 409 to add.
    expect((await call('DELETE', `/domain-claims/${mine.id}?lang=en`, a)).statusCode).toBe(204);
    expect(await audit(a, 'domain.claim_remove')).toHaveLength(1);
    expect((await call('POST', '/domains?lang=en', a, { host })).statusCode).toBe(409);
  });
});

describe('edges', () => {
  it('a claim of a host the operator has meanwhile given the school is simply dropped on Verify', async () => {
    const host = 'cli.claims.example';
    const pending = await claim(a, host);
    const { id: _id, ...settings } = a.domain;
    await t.db.insert(domains).values({ ...settings, host });
    const res = await verify(a, pending.id);
    expect(res.statusCode).toBe(200);
    expect(consoleDomain.parse(res.json()).host).toBe(host);
    expect(await t.db.select().from(domainClaims).where(eq(domainClaims.id, pending.id))).toEqual([]);
  });

  it(`a school has at most ${DOMAIN_CLAIMS_MAX} hosts waiting for proof`, async () => {
    const waiting = await t.db.select().from(domainClaims).where(eq(domainClaims.projectId, b.projectId));
    await t.db.insert(domainClaims).values(
      Array.from({ length: DOMAIN_CLAIMS_MAX - waiting.length }, (_, i) => ({
        projectId: b.projectId,
        host: `many-${i}.claims.example`,
        token: `token-${i}`,
      })),
    );
    const res = await call('POST', '/domains?lang=en', b, { host: 'one-more.claims.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The school already has ${DOMAIN_CLAIMS_MAX} hosts waiting for proof. Verify or remove one of them first.`,
    );
  });
});

describe('who may', () => {
  it('learners and experts are 403; another school’s claim id is 404 like a missing one; nothing changes', async () => {
    const pending = await claim(a, 'guarded.claims.example');
    world.txt.set(pending.dns_name, [pending.token]);
    for (const [method, url] of [
      ['POST', `/domain-claims/${pending.id}/verify`],
      ['DELETE', `/domain-claims/${pending.id}`],
    ] as const) {
      expect((await call(method, url, a, undefined, a.tokens.learner)).statusCode).toBe(403);
      expect((await call(method, url, a, undefined, a.tokens.expert)).statusCode).toBe(403);
      expect((await call(method, url, a, undefined, b.tokens.admin)).statusCode).toBe(401);
      const foreign = await call(method, `${url}?lang=en`, b);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Host waiting for proof not found.');
    }
    expect(await configStatus('guarded.claims.example')).toBe(404);
    expect(await t.db.select().from(domainClaims).where(eq(domainClaims.id, pending.id))).toHaveLength(1);
  });
});
