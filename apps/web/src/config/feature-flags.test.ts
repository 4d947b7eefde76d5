import { describe, expect, it } from 'vitest';
import { configFixture } from '../test/config-fixture';
import {
  availableLanguages,
  footerTexts,
  instructionUrl,
  offeredSocialNetworks,
  socialAuthOrder,
  whatsAppLink,
} from './feature-flags';

const { domain, components } = configFixture();
const { brand } = components;

describe('feature flags', () => {
  it('orders social providers per platform', () => {
    expect(socialAuthOrder(brand, 'web')).toEqual(['google', 'apple', 'facebook', 'vkontakte']);
    expect(socialAuthOrder(brand, 'android')).toEqual(['google', 'vkontakte', 'facebook', 'apple']);
    expect(socialAuthOrder(brand, 'ios')).toEqual(['apple', 'google', 'vkontakte', 'facebook']);
    expect(socialAuthOrder({ ...brand, socialAuth: { ...brand.socialAuth, web: [] } }, 'web')).toEqual([]);
  });

  it('offers only the providers the school configured, in the brand order (issue 8)', () => {
    const order = socialAuthOrder(brand, 'web');
    expect(offeredSocialNetworks(order, { enabled: true, clients: {} })).toEqual([]);
    const google = { login: '/login/google', link: '/link/google' };
    expect(offeredSocialNetworks(order, { enabled: true, clients: { vkontakte: google, google } })).toEqual([
      'google',
      'vkontakte',
    ]);
    expect(offeredSocialNetworks(order, { enabled: false, clients: { google } })).toEqual([]);
  });

  it('picks the instruction URL of the interface language', () => {
    expect(instructionUrl(brand, 'en')).toBe('https://school.test/manual-en');
    expect(instructionUrl(brand, 'ru')).toBeNull();
    expect(instructionUrl({ ...brand, instructionUrl: { en: '  ' } }, 'en')).toBeNull();
  });

  it('builds the WhatsApp link from the digits of the number', () => {
    expect(whatsAppLink('+7 (900) 123-45-67')).toBe('https://wa.me/79001234567');
    expect(whatsAppLink(null)).toBeNull();
    expect(whatsAppLink(' - ')).toBeNull();
  });

  it('offers the domain languages the app supports', () => {
    expect(availableLanguages(domain)).toEqual(['ru', 'en', 'es']);
    expect(
      availableLanguages({
        ...domain,
        languages: [{ code: 'de', detector_code: 'de-DE', title: 'Deutsch' }],
      }),
    ).toEqual(['ru', 'en', 'es']);
    expect(
      availableLanguages({
        ...domain,
        languages: [{ code: 'es', detector_code: 'es-ES', title: 'Español' }],
      }),
    ).toEqual(['es']);
  });

  it('keeps the non-empty footers in order', () => {
    expect(footerTexts(domain)).toEqual([
      { key: 'spa_footer_1', text: '© Test School' },
      { key: 'spa_footer_3', text: '<b>not html</b>' },
    ]);
  });
});
