import { CONSOLE_BRAND_ROUTES, type DomainAdded } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/**
 * `POST /staff/domains`: the school is also reached on `host`, at once for a local-development
 * host, else once the school proves control of it (a claim, decision 099).
 */
export async function addDomain(host: string): Promise<DomainAdded> {
  return (await apiPost<DomainAdded>(staffPath(CONSOLE_BRAND_ROUTES.domains), { body: { host } })).data;
}
