import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../../test/api-processes.js';
import { addBrandSchool, type BrandSchool } from './brand-fixtures.js';

/**
 * A brand saved through process A reaches `GET /config` on process B without waiting for B's
 * cache to expire (10 s): the `tenant_changed` NOTIFY of migration 0020 clears it (decision 072).
 * Uses DATABASE_URL when set, else starts a server.
 */
const available = postgresAvailable;
let rig: ApiProcesses | null = null;
let s: BrandSchool;
const api: string[] = [];

beforeAll(async () => {
  if (!available) return;
  rig = await createApiProcesses('brand-two-processes');
  s = await addBrandSchool(rig.database.db, PROCESS_HOST);
  api.push(...(await rig.start(2)));
}, 120_000);
afterAll(async () => rig?.stop(), 120_000);

const brandOf = async (base: string) =>
  (
    (await (await fetch(`${base}/spa/api/v1/config`)).json()) as {
      components: { brand: { version: number } };
    }
  ).components.brand;

describe.skipIf(!available)('a brand change across two API processes', () => {
  it('B answers the new version well within its cache time after A saved', async () => {
    const [a, b] = api as [string, string];
    // B reads (and keeps) the old configuration first.
    expect((await brandOf(b)).version).toBe(7);
    expect((await brandOf(b)).version).toBe(7);
    const saved = await fetch(`${a}/spa/api/v1/staff/brand`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${s.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expected_version: 7, isRegistrationEnable: true }),
    });
    expect(saved.status).toBe(200);
    const started = Date.now();
    let seen = await brandOf(b);
    while (seen.version !== 8 && Date.now() - started < 3_000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await brandOf(b);
    }
    expect(seen).toMatchObject({ version: 8, isRegistrationEnable: true });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
