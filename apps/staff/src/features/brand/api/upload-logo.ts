import { CONSOLE_BRAND_ROUTES, type ConsoleDomain } from '@cp/contract';
import { apiPostFile } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/**
 * `POST /staff/brand/logo?domain_id=` (multipart `file`): the server checks the image by its
 * bytes, re-encodes it and makes it the domain's header logo; answers the domain.
 */
export async function uploadLogo(domainId: number, file: File): Promise<ConsoleDomain> {
  const { data } = await apiPostFile<ConsoleDomain>(staffPath(CONSOLE_BRAND_ROUTES.logo), file, {
    domain_id: domainId,
  });
  return data;
}
