/** Any non-OK answer (spec 01 §8: "the request failed with a status"). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The parsed answer body: an object, an array, text, or null when empty. */
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Text for a person (spec 01 §8): the answer's `message` (`{name, message, code, status}`),
 * else the joined messages of a validation list (`[{field, message}]`), else `unknownText`.
 */
export function errorText(error: unknown, unknownText: string): string {
  const body = error instanceof ApiError ? error.body : undefined;
  if (isRecord(body) && typeof body.message === 'string' && body.message) return body.message;
  if (Array.isArray(body)) {
    const messages = body
      .map((item) => (isRecord(item) && typeof item.message === 'string' ? item.message : null))
      .filter((message): message is string => Boolean(message));
    if (messages.length > 0) return messages.join(', ');
  }
  return unknownText;
}

/** The messages of a validation answer per field: `[{field, message}]` (422) or `{errors: {field: [..]}}`. */
export function fieldErrors(body: unknown): Record<string, string> {
  const collected: Record<string, string> = {};
  if (Array.isArray(body)) {
    for (const item of body) {
      if (isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string') {
        collected[item.field] ??= item.message;
      }
    }
  } else if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && first) collected[field] = first;
    }
  }
  return collected;
}
