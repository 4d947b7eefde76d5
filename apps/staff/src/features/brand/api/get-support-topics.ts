import { CONSOLE_CONTENT_ROUTES, type ConsoleSupportCategory } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { brandKeys } from './brand-keys';

/** `GET /staff/content/support-categories`: the school's topics the brand may send requests to. */
export async function getSupportTopics(signal?: AbortSignal): Promise<ConsoleSupportCategory[]> {
  return (
    await apiGet<ConsoleSupportCategory[]>(staffPath(CONSOLE_CONTENT_ROUTES.supportCategories), { signal })
  ).data;
}

export function useSupportTopics() {
  return useQuery({ queryKey: brandKeys.topics(), queryFn: ({ signal }) => getSupportTopics(signal) });
}
