import { describe, expect, it } from 'vitest';
import { hashToken, newToken, redactTokenParams } from './tokens.js';

describe('tokens', () => {
  it('are 256 random bits, URL-safe, stored only as a hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('never reach the log through a URL query', () => {
    expect(redactTokenParams('/a/link?token=abc-DEF_1&successUrl=x')).toBe(
      '/a/link?token=[redacted]&successUrl=x',
    );
    expect(redactTokenParams('/a?successUrl=x&Token=abc#h')).toBe('/a?successUrl=x&Token=[redacted]#h');
    expect(redactTokenParams('/a?notoken=1')).toBe('/a?notoken=1');
  });
});
