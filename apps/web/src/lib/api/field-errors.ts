import { ApiError } from './api-error';

/** Messages per field of a 422 `[{field, message}]` answer (ARCHITECTURE §5); {} for anything else. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const collected: Record<string, string[]> = {};
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.body)) return collected;
  for (const item of error.body as unknown[]) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && message) {
      collected[field] = [...(collected[field] ?? []), message];
    }
  }
  return collected;
}
