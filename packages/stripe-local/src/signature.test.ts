import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signatureHeader, verifySignature } from './signature.js';

const secret = 'whsec_test_secret';
const payload = '{\n  "id": "evt_1",\n  "object": "event"\n}';

describe('webhook signatures (Stripe-Signature)', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.payload")>', () => {
    const header = signatureHeader(payload, secret, 1_700_000_000);
    const expected = createHmac('sha256', secret).update(`1700000000.${payload}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(parseSignatureHeader(header)).toEqual({ timestamp: 1_700_000_000, signatures: [expected] });
  });

  it('verifies within the tolerance and refuses a changed payload, another secret or an old time', () => {
    const now = 1_700_000_000;
    const header = signatureHeader(payload, secret, now - 10);
    expect(verifySignature(payload, header, secret, 300, now)).toBe(true);
    expect(verifySignature(payload.replace('evt_1', 'evt_2'), header, secret, 300, now)).toBe(false);
    expect(verifySignature(payload, header, 'whsec_other', 300, now)).toBe(false);
    expect(verifySignature(payload, signatureHeader(payload, secret, now - 301), secret, 300, now)).toBe(
      false,
    );
  });

  it('accepts any matching v1 among several (secret rotation) and ignores other schemes', () => {
    const good = signatureHeader(payload, secret, 5).split(',')[1];
    expect(verifySignature(payload, `t=5,v0=abc,v1=${'0'.repeat(64)},${good}`, secret, 300, 5)).toBe(true);
    expect(parseSignatureHeader('t=5,v0=abc')).toBeNull();
    expect(parseSignatureHeader('v1=abc')).toBeNull();
  });
});
