import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, projects } from '../../db/schema/index.js';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { addBrandSchool, type BrandSchool } from '../console/brand/brand-fixtures.js';

/**
 * A school's change made on process A (decision 133): A's next request reads it at once (its
 * change forgot A's cache on commit), B's within a moment, by the `tenant_changed` NOTIFY of
 * migration 0020, well inside the cache's 10 s time-to-live. A rolled-back change reaches neither
 * and clears neither. Real processes on one PostgreSQL database (DATABASE_URL when set).
 */
const available = postgresAvailable;
let rig: ApiProcesses | null = null;
let s: BrandSchool;
const api: string[] = [];

beforeAll(async () => {
  if (!available) return;
  rig = await createApiProcesses('school-change-two-processes');
  s = await addBrandSchool(rig.database.db, PROCESS_HOST);
  api.push(...(await rig.start(2)));
}, 120_000);
afterAll(async () => rig?.stop(), 120_000);

interface Config {
  domain: { title: string };
}
const configOf = async (base: string) => (await (await fetch(`${base}/spa/api/v1/config`)).json()) as Config;
const staff = (base: string, method: string, url: string, body: object) =>
  fetch(`${base}/spa/api/v1/staff${url}?lang=en`, {
    method,
    headers: { authorization: `Bearer ${s.tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** B's configuration, asked again until `seen` holds or 3 s pass (a notification's journey). */
async function within3s(base: string, seen: (c: Config) => boolean): Promise<Config> {
  const started = Date.now();
  let config = await configOf(base);
  while (!seen(config) && Date.now() - started < 3_000) {
    await new Promise((r) => setTimeout(r, 50));
    config = await configOf(base);
  }
  return config;
}

describe.skipIf(!available)("a school's change across two API processes", () => {
  it("is read by A's next request, and by B's once the NOTIFY arrives", async () => {
    const [a, b] = api as [string, string];
    // Both keep the old configuration first.
    const old = (await configOf(a)).domain.title;
    expect((await configOf(b)).domain.title).toBe(old);
    const saved = await staff(a, 'PUT', `/domains/${s.domain.id}`, { title: 'Changed on A' });
    expect(saved.status).toBe(200);
    expect((await configOf(a)).domain.title).toBe('Changed on A');
    const started = Date.now();
    expect((await within3s(b, (c) => c.domain.title === 'Changed on A')).domain.title).toBe('Changed on A');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('rolled back, is read by neither, and leaves both caches as they were', async () => {
    const [a, b] = api as [string, string];
    // Both read the school afresh now, so their entries are far from the time-to-live below.
    expect((await staff(a, 'PUT', `/domains/${s.domain.id}`, { title: 'Before the rollback' })).status).toBe(
      200,
    );
    expect((await within3s(b, (c) => c.domain.title === 'Before the rollback')).domain.title).toBe(
      'Before the rollback',
    );
    expect((await configOf(a)).domain.title).toBe('Before the rollback');
    // A title written with the triggers off (this session only): no process hears of it, so a
    // process that forgets its cache needlessly reads it.
    await rig!.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(domains).set({ title: 'Written beside' }).where(eq(domains.id, s.domain.id));
    });
    // The currency is written (the school's row), then test mode beside a Stripe key is refused:
    // 422, and the transaction rolls back with its NOTIFY.
    const refused = await staff(a, 'PUT', '/payment-settings', {
      mode: 'test',
      currency: 'USD',
      stripe_secret_key: 'sk_test_abc',
    });
    expect(refused.status).toBe(422);
    const [school] = await rig!.database.db
      .select({ currency: projects.currency })
      .from(projects)
      .where(eq(projects.id, s.projectId));
    expect(school!.currency).not.toBe('USD');
    // Give a stray notification the time the first test allowed it.
    await new Promise((r) => setTimeout(r, 500));
    for (const base of [a, b]) expect((await configOf(base)).domain.title).toBe('Before the rollback');
  });
});
