import { CONSOLE_BRAND_ROUTES, type ConsoleDomain } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/** `POST /staff/domains`: the school is also reached on `host`. */
export async function addDomain(host: string): Promise<ConsoleDomain> {
  return (await apiPost<ConsoleDomain>(staffPath(CONSOLE_BRAND_ROUTES.domains), { body: { host } })).data;
}
