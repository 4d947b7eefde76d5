import { describe, expect, it } from 'vitest';
import { APP_ID_STORAGE_KEY, deriveAppIdPassword, deviceAppId } from './app-id';

describe('app id sign-in (spec 01 §4)', () => {
  it('derives the password as SHA-256 of the id and the fixed suffix (fixed vector)', async () => {
    await expect(deriveAppIdPassword('3f2b8c1e-6d4a-4b7e-9c2f-1a5d8e7b9c30')).resolves.toBe(
      '28169718d5866f5db8472acfc3b4723160f8ced0b513497ea60c809e65c2158d',
    );
  });

  it('derives a different password for another id, long enough for sign-up', async () => {
    const a = await deriveAppIdPassword('device-a');
    const b = await deriveAppIdPassword('device-b');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the device id once and keeps it', () => {
    const id = deviceAppId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceAppId()).toBe(id);
    expect(window.localStorage.getItem(APP_ID_STORAGE_KEY)).toBe(id);
  });
});
