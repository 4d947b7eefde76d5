import type { Db } from '../../db/client.js';
import { type BrandRow, type DomainRow, findTenantByHost, type ProjectRow } from './tenancy.repository.js';

/** The school a request belongs to, chosen by its host. */
export interface Tenant {
  project: ProjectRow;
  domain: DomainRow;
  brand: BrandRow;
}

/**
 * Domain configuration changes rarely and is read on every request, so each process keeps it.
 * A change (the console, decision 072) clears it at once: this process directly, every process
 * through the `tenant_changed` NOTIFY of migration 0020. The TTL only bounds the damage of a lost
 * notification (the LISTEN connection down).
 */
const CACHE_TTL_MS = 10_000;

export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export function createTenantResolver(db: Db) {
  const cache = new Map<string, { tenant: Tenant | null; expires: number }>();
  // Bumped by every clear: a read that started before a change must not store what it read.
  let generation = 0;
  return {
    async resolve(rawHost: string): Promise<Tenant | null> {
      const host = normaliseHost(rawHost);
      const hit = cache.get(host);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const readAt = generation;
      const tenant = (await findTenantByHost(db, host)) ?? null;
      if (readAt !== generation) return tenant;
      // Bound the cache: unknown hosts are attacker-chosen.
      if (cache.size > 1000) cache.clear();
      cache.set(host, { tenant, expires: Date.now() + CACHE_TTL_MS });
      return tenant;
    },
    forget() {
      generation++;
      cache.clear();
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
