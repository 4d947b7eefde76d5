import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFixture } from '../test/config-fixture';
import { fetchConfig, withExternalBrand } from './load-config';

afterEach(() => vi.unstubAllGlobals());

describe('withExternalBrand (spec 01 §3 external config)', () => {
  it('takes the external brand configuration when its version equals the local one', () => {
    const config = configFixture();
    const external = { ...config.components.brand, isChatSupport: !config.components.brand.isChatSupport };
    expect(withExternalBrand(config, external).components.brand).toBe(external);
  });

  it('keeps the local one for another version, or without an external one', () => {
    const config = configFixture();
    const brand = config.components.brand;
    const newer = { ...brand, version: brand.version + 1, isChatSupport: !brand.isChatSupport };
    expect(withExternalBrand(config, newer).components.brand).toBe(brand);
    expect(withExternalBrand(config, { ...newer, version: brand.version - 1 }).components.brand).toBe(brand);
    expect(withExternalBrand(config, null)).toBe(config);
  });
});

describe('fetchConfig', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('asks both calls at once and applies the rule', async () => {
    const config = configFixture();
    const external = { ...config.components.brand, daysShowWarning: 99 };
    const fetch = vi.fn(async (url: string) =>
      String(url).includes('/external-application-config') ? json(external) : json(config),
    );
    vi.stubGlobal('fetch', fetch);
    expect((await fetchConfig('en')).components.brand.daysShowWarning).toBe(99);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stands on the domain configuration when the external call fails', async () => {
    const config = configFixture();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/external-application-config') ? json({}, 500) : json(config),
      ),
    );
    expect(await fetchConfig('en')).toEqual(config);
  });
});
