import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { StripeApiError } from './objects.js';

/** The HTTP habits of Stripe's API: keys, idempotency, errors. */

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * `Idempotency-Key`: the first answer to a key is kept and given again to the same request
 * (same method, path and body); another request with that key is refused, as Stripe does.
 * Keys are per API key. (Stripe forgets them after 24 hours; this server, when it stops.)
 */
export class IdempotencyKeys {
  private readonly kept = new Map<string, { fingerprint: string; answer: Answer }>();

  slot(apiKey: string, idempotencyKey: string | null): string | null {
    return idempotencyKey ? `${apiKey}\n${idempotencyKey}` : null;
  }

  /** The answer given before to this request under `slot`; throws for another request. */
  earlier(slot: string | null, request: string): Answer | null {
    const found = slot ? this.kept.get(slot) : undefined;
    if (!found) return null;
    if (found.fingerprint !== fingerprintOf(request)) {
      const key = (slot as string).slice((slot as string).indexOf('\n') + 1);
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return found.answer;
  }

  /** Kept only once the request ran: one refused by validation saves nothing (Stripe's rule). */
  keep(slot: string | null, request: string, answer: Answer): void {
    if (slot) this.kept.set(slot, { fingerprint: fingerprintOf(request), answer });
  }
}

const fingerprintOf = (request: string) => createHash('sha256').update(request).digest('hex');

export function notFound(method: string, path: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
}

export function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

/** `Authorization: Bearer sk_...` as the SDKs send it, or Basic with the key as user (curl -u). */
export function apiKey(req: IncomingMessage): string | null {
  const auth = header(req, 'authorization');
  if (!auth) return null;
  const space = auth.indexOf(' ');
  const scheme = auth.slice(0, space).toLowerCase();
  const value = auth.slice(space + 1).trim();
  if (space > 0 && scheme === 'bearer') return value || null;
  if (space > 0 && scheme === 'basic') return Buffer.from(value, 'base64').toString().split(':')[0] || null;
  return null;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
