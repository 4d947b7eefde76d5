import type { Db } from '../../db/client.js';
import { type BrandRow, type DomainRow, findTenantByHost, type ProjectRow } from './tenancy.repository.js';

/** The school a request belongs to, chosen by its host. */
export interface Tenant {
  project: ProjectRow;
  domain: DomainRow;
  brand: BrandRow;
}

/**
 * Domain configuration changes rarely and is read on every request, so each
 * process keeps it for a few seconds; a staff edit shows within that time on
 * every process without any cross-process invalidation.
 */
const CACHE_TTL_MS = 10_000;

export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export function createTenantResolver(db: Db) {
  const cache = new Map<string, { tenant: Tenant | null; expires: number }>();
  return {
    async resolve(rawHost: string): Promise<Tenant | null> {
      const host = normaliseHost(rawHost);
      const hit = cache.get(host);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const tenant = (await findTenantByHost(db, host)) ?? null;
      // Bound the cache: unknown hosts are attacker-chosen.
      if (cache.size > 1000) cache.clear();
      cache.set(host, { tenant, expires: Date.now() + CACHE_TTL_MS });
      return tenant;
    },
    forget() {
      cache.clear();
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
