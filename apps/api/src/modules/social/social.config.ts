import { API_BASE, type DomainConfig, ROUTES } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { Tenant } from '../tenancy/index.js';
import { enabledNetworks } from './social.repository.js';

/**
 * The `auth` collection of the config answer (spec 01 §3): enabled, and per configured
 * network its login and link addresses on this host. Client ids and secrets stay here.
 */
export async function authCollection(db: Db, tenant: Tenant, origin: string): Promise<DomainConfig['auth']> {
  if (!tenant.domain.auth.enabled) return { enabled: false, clients: {} };
  const clients: DomainConfig['auth']['clients'] = {};
  for (const network of await enabledNetworks(db, tenant.project.id)) {
    const at = (path: string) => `${origin}${API_BASE}${path.replace(':network', network)}`;
    clients[network] = { login: at(ROUTES.socialLogin), link: at(ROUTES.socialLink) };
  }
  return { enabled: Object.keys(clients).length > 0, clients };
}
