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
 * Text for a person (spec 01 §8, ARCHITECTURE §5): the response message, else the
 * joined messages of an array body, else the error's name and message, else
 * `unknownText` (the caller's translated "unknown").
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
  if (error instanceof Error && error.message) return `${error.name}: ${error.message}`;
  return unknownText;
}
