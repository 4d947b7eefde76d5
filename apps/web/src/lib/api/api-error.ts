import i18next from 'i18next';
import { MissingIdError } from './missing-id';

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

/** A fetch that got no answer: the browser's TypeError, or an abort or timeout. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * Text for a person (spec 01 §8, ARCHITECTURE §5): the response message, else the
 * joined messages of an array body, else what kind of failure it was in the person's language
 * (no answer from the network, a missing id of spec 02 §5, "too many errors" for a bare 429,
 * "server error" for a 5xx), else `unknownText` (the caller's translated "unknown"). Never an
 * exception's own name and message, which the spec lists before "unknown": they are developer
 * text in the browser's language (issue 27, docs/spec-gaps.md).
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
  if (isNetworkFailure(error)) return i18next.t('errors.network');
  if (error instanceof MissingIdError) return i18next.t(`errors.required.${error.field}`);
  // A rate limit that says nothing itself (a proxy's, or a server of the spec's without a message).
  if (error instanceof ApiError && error.status === 429) return i18next.t('errors.tooMany');
  if (error instanceof ApiError && error.status >= 500) return i18next.t('errors.server');
  return unknownText;
}
