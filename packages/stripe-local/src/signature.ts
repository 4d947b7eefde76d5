import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed by the endpoint's secret>`. The secret is used as the literal string,
 * `whsec_` prefix included, as Stripe's own libraries do.
 */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function signatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  return `t=${timestamp},v1=${signPayload(payload, secret, timestamp)}`;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

export interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

/** Reads a `Stripe-Signature` header; null when it has no timestamp or no v1 signature. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const [key, value] = item.split('=', 2);
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/** What a receiver checks: one v1 matches and the timestamp is within `toleranceSeconds` of now. */
export function verifySignature(
  payload: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  now = unixNow(),
): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return false;
  if (Math.abs(now - parsed.timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(payload, secret, parsed.timestamp), 'hex');
  return parsed.signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
