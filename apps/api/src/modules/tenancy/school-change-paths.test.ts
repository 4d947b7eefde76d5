import { DOMAIN_PROOF_DNS_LABEL, domainAdded } from '@cp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addBrandSchool, type BrandSchool } from '../console/brand/brand-fixtures.js';

/**
 * Every console call that changes a school's configuration is seen by the next request of the
 * same process, with no call of its own to forget the cache: each goes through the school's
 * change (decision 133). The process hears no NOTIFY here (the tenant triggers of migration 0020
 * are off in this test's database), so only the change's forgetting on commit can explain what a
 * request reads; the first test shows that a write outside it stays unseen.
 */
let t: TestApp;
let a: BrandSchool;
/** TXT records of the proof of control (decision 099): name -> token. */
const txt = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    domainProof: {
      resolveTxt: async (name) => {
        const token = txt.get(name);
        if (!token) throw Object.assign(new Error(`no TXT record at ${name}`), { code: 'ENOTFOUND' });
        return [[token]];
      },
      fetch: async () => {
        throw new TypeError('no network in tests');
      },
    },
  });
  a = await addBrandSchool(t.db, 'paths-a.test');
  for (const table of ['projects', 'brands', 'domains']) {
    await t.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_tenant_changed`));
  }
});
afterAll(() => t.close());

const staff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}?lang=en`,
    host: a.host,
    token: a.tokens.admin,
    ...(payload ? { payload } : {}),
  });
/** The school of `host` as this process's requests see it (the one cache they read). */
const school = (host = a.host) => t.app.tenants.resolve(host);
const config = async () => (await t.call({ method: 'GET', url: '/spa/api/v1/config', host: a.host })).json();

describe("a school's configuration changed in the console, read by the same process", () => {
  it('a write outside the school’s change stays unseen here: the process hears nothing', async () => {
    const before = (await school())!.domain.title;
    await t.db.update(domains).set({ title: 'Written beside' }).where(eq(domains.id, a.domain.id));
    expect((await school())!.domain.title).toBe(before);
    expect((await config()).domain.title).toBe(before);
    // The next change's forgetting reads this row too; the brand's save below does.
  });

  it('PUT /staff/brand', async () => {
    const before = (await school())!.brand;
    const res = await staff('PUT', '/brand', {
      expected_version: before.version,
      isRegistrationEnable: !before.isRegistrationEnable,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await config()).components.brand).toMatchObject({
      version: before.version + 1,
      isRegistrationEnable: !before.isRegistrationEnable,
    });
    expect((await school())!.domain.title).toBe('Written beside');
  });

  it('PUT /staff/domains/{id}', async () => {
    expect((await config()).domain.title).toBe('Written beside');
    const res = await staff('PUT', `/domains/${a.domain.id}`, { title: 'Title from the console' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await config()).domain.title).toBe('Title from the console');
  });

  it('POST /staff/domains with a host that needs no proof, then DELETE /staff/domains/{id}', async () => {
    const host = 'www.paths-a.test';
    // "Unknown" is cached for the host.
    expect(await school(host)).toBeNull();
    const added = await staff('POST', '/domains', { host });
    expect(added.statusCode, added.body).toBe(201);
    const result = domainAdded.parse(added.json());
    if (result.status !== 'active') throw new Error(`${host} waits for proof`);
    expect((await school(host))?.project.id).toBe(a.projectId);
    const removed = await staff('DELETE', `/domains/${result.domain.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await school(host)).toBeNull();
  });

  it('POST /staff/domain-claims/{id}/verify', async () => {
    const host = 'paths-a.example';
    const added = domainAdded.parse((await staff('POST', '/domains', { host })).json());
    if (added.status !== 'pending') throw new Error(`${host} served without proof`);
    expect(await school(host)).toBeNull();
    txt.set(`${DOMAIN_PROOF_DNS_LABEL}.${host}`, added.claim.token);
    const res = await staff('POST', `/domain-claims/${added.claim.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await school(host))?.project.id).toBe(a.projectId);
  });

  it('PUT /staff/school', async () => {
    expect((await school())!.project.timeZone).not.toBe('Asia/Tokyo');
    const res = await staff('PUT', '/school', { time_zone: 'Asia/Tokyo' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await school())!.project.timeZone).toBe('Asia/Tokyo');
  });

  it('PUT /staff/payment-settings with a currency', async () => {
    expect((await school())!.project.currency).not.toBe('EUR');
    const res = await staff('PUT', '/payment-settings', { mode: 'manual', currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await school())!.project.currency).toBe('EUR');
  });
});

describe("a school's change rolled back", () => {
  it('is not seen, and leaves the cache as it was', async () => {
    const cached = (await school())!;
    expect(cached.project.currency).toBe('EUR');
    await t.db.update(domains).set({ title: 'Written beside again' }).where(eq(domains.id, a.domain.id));
    // The currency is written first, then test mode beside a Stripe key is refused: a rollback.
    const res = await staff('PUT', '/payment-settings', {
      mode: 'test',
      currency: 'USD',
      stripe_secret_key: 'sk_test_abc',
    });
    expect(res.statusCode, res.body).toBe(422);
    const [row] = await t.db
      .select({ currency: projects.currency })
      .from(projects)
      .where(eq(projects.id, a.projectId));
    expect(row!.currency).toBe('EUR');
    const after = (await school())!;
    expect(after.project.currency).toBe('EUR');
    // A forget would have read the title written beside it.
    expect(after.domain.title).toBe(cached.domain.title);
  });
});
