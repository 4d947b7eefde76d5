import { CONSOLE_BRAND_ROUTES, type ConsoleDomain } from '@cp/contract';
import { apiPost, apiRequest } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/** `POST /staff/domain-claims/{id}/verify`: the proven host as a domain; a 409 says what was found. */
export async function verifyDomainClaim(id: number): Promise<ConsoleDomain> {
  return (await apiPost<ConsoleDomain>(staffPath(CONSOLE_BRAND_ROUTES.domainClaimVerify, { id }))).data;
}

/** `DELETE /staff/domain-claims/{id}`: the host waiting for proof is dropped. */
export async function removeDomainClaim(id: number): Promise<void> {
  await apiRequest<null>('DELETE', staffPath(CONSOLE_BRAND_ROUTES.domainClaim, { id }));
}

/**
 * `DELETE /staff/domains/{id}`: a domain of the school is removed (issue 28); the host the
 * console is open on and the school's last host are a 409 saying why.
 */
export async function removeDomain(id: number): Promise<void> {
  await apiRequest<null>('DELETE', staffPath(CONSOLE_BRAND_ROUTES.domain, { id }));
}
