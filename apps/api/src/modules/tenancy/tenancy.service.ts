import type { Db } from '../../db/client.js';
import { type BrandRow, type DomainRow, findTenantByHost, type ProjectRow } from './tenancy.repository.js';

/** The school a request belongs to, chosen by its host. */
export interface Tenant {
  project: ProjectRow;
  domain: DomainRow;
  brand: BrandRow;
}

declare const schoolChange: unique symbol;
/**
 * The transaction of a change to a school's configuration (its project, brand or domain rows),
 * opened only by `TenantResolver.change`. The functions that write those rows take it, so a new
 * write path cannot write them in a transaction that would leave this process's schools as they
 * were (decision 133).
 */
export type SchoolChange = Parameters<Parameters<Db['transaction']>[0]>[0] & {
  readonly [schoolChange]: true;
};

/**
 * Domain configuration changes rarely and is read on every request, so each process keeps it.
 * A change (the console, decision 072) clears it at once: this process when the change commits
 * (`change`), every process, this one too, through the `tenant_changed` NOTIFY of migration 0020,
 * which PostgreSQL sends on commit only. The TTL only bounds the damage of a lost notification
 * (the LISTEN connection down).
 */
const CACHE_TTL_MS = 10_000;

export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export function createTenantResolver(db: Db) {
  const cache = new Map<string, { tenant: Tenant | null; expires: number }>();
  // Bumped by every clear: a read that started before a change must not store what it read.
  let generation = 0;
  function forget() {
    generation++;
    cache.clear();
  }
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
    /** Clears this process's schools; the `tenant_changed` NOTIFY calls it for every commit. */
    forget,
    /**
     * Runs `work` in one transaction that may change schools' configuration, and forgets this
     * process's schools once it has committed, so the next request here reads the change without
     * waiting for the NOTIFY. Not before the commit: a request read between the forget and the
     * commit would keep the old school. Not on a rollback (`work` or the commit throws): nothing
     * changed, and the cache stays as it was.
     */
    async change<T>(work: (tx: SchoolChange) => Promise<T>): Promise<T> {
      const result = await db.transaction((tx) => work(tx as SchoolChange));
      forget();
      return result;
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
