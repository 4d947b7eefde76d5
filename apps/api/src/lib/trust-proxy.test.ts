import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy, trustProxyOption } from './trust-proxy.js';

// Issue 8: TRUST_PROXY=true took the client address from the first X-Forwarded-For entry,
// which the client writes itself. Only the configured hops or proxies are trusted now.
describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 2001:db8::/32,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads %s', (raw, parsed) => {
    expect(parseTrustProxy(raw)).toEqual(parsed);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '-1'])(
    'refuses %s at boot with a message naming the variable',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(
        'TRUST_PROXY must be true, false, a number of hops',
      );
    },
  );

  it('trusts exactly N hops from this server, never the client-written rest', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.254', 0)).toBe(true);
    expect(trust('203.0.113.1', 1)).toBe(false);
  });

  it('takes LOGIN_LIMIT_PER_ADDRESS, and no ceiling so low that a classroom trips it', () => {
    expect(loadConfig({ LOGIN_LIMIT_PER_ADDRESS: '500' }).LOGIN_LIMIT_PER_ADDRESS).toBe(500);
    expect(() => loadConfig({ LOGIN_LIMIT_PER_ADDRESS: '3' })).toThrow('LOGIN_LIMIT_PER_ADDRESS');
  });
});
