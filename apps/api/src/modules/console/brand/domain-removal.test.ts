import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, domains } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addBrandSchool, type BrandSchool } from './brand-fixtures.js';

/** Removing a domain in the console (issue 28): who may, which hosts stay, the audit line. */
let t: TestApp;
let a: BrandSchool;
let b: BrandSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addBrandSchool(t.db, 'remove-a.test');
  b = await addBrandSchool(t.db, 'remove-b.test');
});
afterAll(() => t.close());

const remove = (id: number | string, token?: string, host = a.host) =>
  t.call({ method: 'DELETE', url: `/spa/api/v1/staff/domains/${id}?lang=en`, token, host });
const hostsOf = async (projectId: number) =>
  (await t.db.select().from(domains).where(eq(domains.projectId, projectId))).map((d) => d.host).sort();
const removals = async (projectId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, projectId), eq(auditLog.action, 'domain.delete')));

/** A second host of school `s` with the first one's settings. */
async function addHost(s: BrandSchool, host: string) {
  const [first] = await t.db.select().from(domains).where(eq(domains.id, s.domain.id));
  const { id: _id, host: _host, ...settings } = first!;
  const [row] = await t.db
    .insert(domains)
    .values({ ...settings, host })
    .returning();
  t.app.tenants.forget();
  return row!;
}

describe('DELETE /staff/domains/{id}', () => {
  it('no token is 401; a learner and an expert are 403; nothing is removed', async () => {
    const second = await addHost(a, 'www.remove-a.test');
    expect((await remove(second.id)).statusCode).toBe(401);
    expect((await remove(second.id, a.tokens.learner)).statusCode).toBe(403);
    expect((await remove(second.id, a.tokens.expert)).statusCode).toBe(403);
    expect(await hostsOf(a.projectId)).toEqual(['remove-a.test', 'www.remove-a.test']);
  });

  it("another school's administrator gets 404 for this school's domain, like a missing one", async () => {
    const res = await remove(a.domain.id, b.tokens.admin, b.host);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Domain not found.');
    expect((await remove(999_999, b.tokens.admin, b.host)).json()).toEqual(res.json());
    expect(await hostsOf(a.projectId)).toHaveLength(2);
  });

  it('an id that is not one is 422', async () => {
    expect((await remove('abc', a.tokens.admin)).statusCode).toBe(422);
    expect((await remove(0, a.tokens.admin)).statusCode).toBe(422);
  });

  it('refuses the host the console is open on with 409, saying why', async () => {
    const res = await remove(a.domain.id, a.tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/console is open on this host/);
    expect(await hostsOf(a.projectId)).toHaveLength(2);
    expect(await removals(a.projectId)).toEqual([]);
  });

  it('removes another host, audited; the removed host then serves no school', async () => {
    const second = (await t.db.select().from(domains).where(eq(domains.host, 'www.remove-a.test')))[0]!;
    const res = await remove(second.id, a.tokens.admin);
    expect(res.statusCode).toBe(204);
    expect(await hostsOf(a.projectId)).toEqual(['remove-a.test']);
    const [line] = await removals(a.projectId);
    expect(line).toMatchObject({
      targetType: 'domain',
      targetId: String(second.id),
      details: { host: 'www.remove-a.test' },
    });
    const config = await t.call({
      method: 'GET',
      url: '/spa/api/v1/config?lang=en',
      host: 'www.remove-a.test',
    });
    expect(config.statusCode).toBe(404);
  });

  it("refuses the school's last host with 409", async () => {
    // Even from another host the school could be reached on, the last one stays.
    const res = await remove(b.domain.id, b.tokens.admin, b.host);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/last host/);
    expect(await hostsOf(b.projectId)).toEqual(['remove-b.test']);
  });
});
