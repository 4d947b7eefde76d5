import { describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from './token-storage';

describe('token storage', () => {
  it('keeps the token in localStorage and in a 30-day cookie', () => {
    setToken('abc 123');
    expect(window.localStorage.getItem('cp.token')).toBe('abc 123');
    expect(document.cookie).toContain('token=abc%20123');
    expect(getToken()).toBe('abc 123');
  });

  it('falls back to the cookie when localStorage lost the token', () => {
    setToken('from-cookie');
    window.localStorage.removeItem('cp.token');
    expect(getToken()).toBe('from-cookie');
  });

  it('clears both places', () => {
    setToken('gone');
    clearToken();
    expect(getToken()).toBeNull();
    expect(document.cookie).not.toContain('token=gone');
  });
});
