import { type ConfigResponse, type Language, ROUTES } from '@cp/contract';
import { apiGet } from '../api/api-client';

/** The school's configuration, chosen by the host as for learners (spec 01 §3). */
export async function fetchConfig(language: Language): Promise<ConfigResponse> {
  return (await apiGet<ConfigResponse>(ROUTES.config, { language })).data;
}
