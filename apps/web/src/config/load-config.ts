import type { BrandConfig, ConfigResponse, Language } from '@cp/contract';
import { PAYMENT_ROUTES, ROUTES } from '@cp/contract';
import { apiGet } from '../lib/api/api-client';

/**
 * spec 01 §3 "An external config carries a version and is replaced only when the version equals
 * the local one": the brand configuration of `GET /external-application-config` takes the place
 * of the domain's own only for the same version; another version (an app built for an older or
 * newer configuration) keeps what it has.
 */
export function withExternalBrand(config: ConfigResponse, external: BrandConfig | null): ConfigResponse {
  if (!external || external.version !== config.components.brand.version) return config;
  return { ...config, components: { ...config.components, brand: external } };
}

/** `GET /external-application-config` (spec 01 §7, no auth); null when it cannot be had. */
async function fetchExternalBrand(language?: Language): Promise<BrandConfig | null> {
  try {
    return (await apiGet<BrandConfig>(PAYMENT_ROUTES.externalApplicationConfig, { language })).data;
  } catch {
    // Optional by nature: the domain's own configuration stands.
    return null;
  }
}

/** The domain configuration, chosen by the host (spec 01 §4 "the config loads first"). */
export async function fetchConfig(language?: Language): Promise<ConfigResponse> {
  const [config, external] = await Promise.all([
    apiGet<ConfigResponse>(ROUTES.config, { language }).then((response) => response.data),
    fetchExternalBrand(language),
  ]);
  return withExternalBrand(config, external);
}
