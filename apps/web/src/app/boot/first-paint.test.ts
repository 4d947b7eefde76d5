import type { ConfigResponse } from '@cp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadLogo } from './first-paint';

const withLogo = (logo: string | null) =>
  ({ domain: { frontendSettings: { spa_header_logo: logo } } }) as unknown as ConfigResponse;

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloadLogo', () => {
  afterEach(() => {
    for (const link of preloads()) link.remove();
  });

  it('asks for the school logo once, as an image at high priority', () => {
    preloadLogo(withLogo('/v/brand/logo.svg'));
    preloadLogo(withLogo('/v/brand/logo.svg'));
    const links = preloads();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/v/brand/logo.svg');
    expect(links[0]?.getAttribute('as')).toBe('image');
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it('adds nothing for a school without a logo (the title shows instead)', () => {
    preloadLogo(withLogo(null));
    expect(preloads()).toHaveLength(0);
  });
});
