import { type ConfigResponse, type Language, ROUTES } from '@cp/contract';
import { apiGet } from '../lib/api/api-client';

/** The domain configuration, chosen by the host (spec 01 §4 "the config loads first"). */
export async function fetchConfig(language?: Language): Promise<ConfigResponse> {
  return (await apiGet<ConfigResponse>(ROUTES.config, { language })).data;
}
