import { API_BASE, STAFF_API_BASE } from '@cp/contract';

const STAFF_PREFIX = STAFF_API_BASE.slice(API_BASE.length);

/** A staff route of the contract (`STAFF_CHAT_ROUTES.chat`) as a path under API_BASE, filled in. */
export function staffPath(route: string, params: Record<string, string | number> = {}): string {
  return `${STAFF_PREFIX}${route}`.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
