import { describe, expect, it } from 'vitest';
import { domainCreateBody, domainUpdateBody, isReachableHostName } from './console-brand';

describe('a school host name', () => {
  it('takes what a browser reaches by that very name', () => {
    for (const host of [
      'school.example',
      'learn.school.example',
      'localhost',
      '127.0.0.1',
      'xn--80ak6aa92e.com',
    ])
      expect(isReachableHostName(host), host).toBe(true);
    expect(domainCreateBody.parse({ host: 'Learn.School.Example.' })).toEqual({
      host: 'learn.school.example',
    });
  });

  it('refuses what the pattern lets through but no URL names: an address out of range, a bare number', () => {
    for (const host of ['256.1.1.1', '99999999999']) {
      expect(isReachableHostName(host), host).toBe(false);
      expect(domainCreateBody.safeParse({ host }).success, host).toBe(false);
      expect(domainUpdateBody.safeParse({ name: host }).success, host).toBe(false);
    }
  });
});
