import type { ConsoleBrand, ConsoleDomain } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import {
  brandChanges,
  brandFormOf,
  colorField,
  domainChanges,
  domainErrors,
  domainFormOf,
} from './brand-form';

const domain: ConsoleDomain = {
  id: 1,
  host: 'localhost',
  brand_id: 1,
  name: 'mindful.school',
  title: 'Mindful School',
  supportEmail: null,
  whatsAppNumber: '+7 900 000-00-00',
  ga_id: null,
  ya_id: null,
  default_language: 'ru',
  languages: ['ru', 'en'],
  frontendSettings: {
    spa_footer_1: '© Mindful',
    spa_footer_2: null,
    spa_footer_3: null,
    spa_header_logo: '/v/mindful/logo.svg',
    spa_theme_variables: { '--color-primary': '#0F766E', '--font': 'serif' },
    validate_cache: true,
  },
};

const brand = {
  id: 1,
  name: 'mindful',
  version: 3,
  isChatSupport: true,
  isRegistrationEnable: false,
  salesEmail: null,
  daysShowWarning: 3,
  messageDelay: 15,
  instructionUrl: { ru: '/v/manual.html' },
  guidelineUrl: {},
  communityUrl: null,
  supportCategoryIds: { passHomework: 10, renewCourse: 7, renewConsultation: 7 },
} as unknown as ConsoleBrand;

describe('the brand form', () => {
  it('sends only the domain settings that changed, nested as the server names them', () => {
    const before = domainFormOf(domain);
    expect(before.colors['--color-primary']).toBe('#0f766e');
    // A colour the domain does not set shows the learner app's own.
    expect(before.colors['--color-accent']).toBe('#f59e0b');
    expect(domainChanges(before, before)).toEqual({});
    const after = {
      ...before,
      title: 'Calm School',
      footer: ['© Mindful', 'Line two', ''] as [string, string, string],
      colors: { ...before.colors, '--color-accent': '#112233' },
      whatsAppNumber: '',
    };
    expect(domainChanges(before, after)).toEqual({
      title: 'Calm School',
      whatsAppNumber: null,
      frontendSettings: { spa_footer_2: 'Line two', spa_theme_variables: { '--color-accent': '#112233' } },
    });
  });

  it('sends only the brand fields that changed; empty links are left out', () => {
    const before = brandFormOf(brand);
    const after = {
      ...before,
      flags: { ...before.flags, isChatSupport: false },
      instructionUrl: { ...before.instructionUrl, en: '/v/manual-en.html', ru: '' },
    };
    expect(brandChanges(before, after)).toEqual({
      isChatSupport: false,
      instructionUrl: { en: '/v/manual-en.html' },
    });
  });

  it('sends the support topics together, as numbers, when any of them changed', () => {
    const before = brandFormOf(brand);
    expect(before.supportTopics).toEqual({ passHomework: '10', renewCourse: '7', renewConsultation: '7' });
    expect(brandChanges(before, { ...before })).toEqual({});
    const after = { ...before, supportTopics: { ...before.supportTopics, renewConsultation: '3' } };
    expect(brandChanges(before, after)).toEqual({
      supportCategoryIds: { passHomework: 10, renewCourse: 7, renewConsultation: 3 },
    });
  });

  it('refuses a colour that is not #rrggbb, an empty title and a default language not offered', () => {
    const values = domainFormOf(domain);
    const text = (key: string) => key;
    expect(domainErrors(values, text)).toEqual({});
    const bad = {
      ...values,
      title: ' ',
      colors: { ...values.colors, '--color-text': 'black' },
      languages: ['en' as const],
    };
    expect(domainErrors(bad, text)).toEqual({
      title: 'errors.titleRequired',
      [colorField('--color-text')]: 'errors.color',
      default_language: 'errors.defaultLanguage',
    });
  });
});
