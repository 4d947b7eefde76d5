import {
  type BrandUpdateBody,
  CONSOLE_BRAND_ROUTES,
  type ConsoleBrand,
  type ConsoleDomain,
  type DomainUpdateBody,
} from '@cp/contract';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/** `PUT /staff/brand`: the changed brand fields on the version the form was loaded at. */
export async function saveBrand(body: BrandUpdateBody): Promise<ConsoleBrand> {
  return (await apiPut<ConsoleBrand>(staffPath(CONSOLE_BRAND_ROUTES.brand), { body })).data;
}

/** `PUT /staff/domains/{id}`: the changed settings of one domain. */
export async function saveDomain(id: number, body: DomainUpdateBody): Promise<ConsoleDomain> {
  return (await apiPut<ConsoleDomain>(staffPath(CONSOLE_BRAND_ROUTES.domain, { id }), { body })).data;
}
