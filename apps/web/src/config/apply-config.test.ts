import { describe, expect, it } from 'vitest';
import { configFixture } from '../test/config-fixture';
import { applyDomainConfig } from './apply-config';

describe('applyDomainConfig', () => {
  it('sets theme variables, theme name, favicon and title', () => {
    const { domain } = configFixture();
    applyDomainConfig({
      ...domain,
      frontendSettings: {
        ...domain.frontendSettings,
        spa_theme_variables: { '--color-primary': '#0a7', 'color: red; --x': 'bad' },
      },
    });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0a7');
    expect(root.getAttribute('style')).not.toContain('red');
    expect(root.dataset.theme).toBe('default');
    expect(document.title).toBe('Test School');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/v/favicon.ico');
  });
});
