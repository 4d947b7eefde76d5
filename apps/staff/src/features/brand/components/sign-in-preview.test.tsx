import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, type DomainFormValues } from '../lib/brand-form';
import { SignInPreview } from './sign-in-preview';

const domain: DomainFormValues = {
  title: 'Calm School',
  name: 'calm.school',
  supportEmail: '',
  whatsAppNumber: '',
  gaId: '',
  yaId: '',
  defaultLanguage: 'en',
  languages: ['en'],
  footer: ['© Calm', '', 'Third'],
  logo: '',
  colors: { ...DEFAULT_COLORS, '--color-primary': '#aa0011' },
  validateCache: true,
};

describe('SignInPreview', () => {
  it('draws the unsaved values: title for a missing logo, colours, footer, registration only when on', () => {
    const { container, rerender } = render(
      <SignInPreview domain={domain} isRegistrationEnable={false} manualUrl="/v/manual.html" language="en" />,
    );
    const frame = container.querySelector<HTMLElement>('[data-preview="sign-in"]')!;
    expect(frame.style.getPropertyValue('--color-primary')).toBe('#aa0011');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('Calm School')).toBeTruthy();
    expect(screen.getByText('© Calm')).toBeTruthy();
    expect(screen.getByText('Third')).toBeTruthy();
    expect(container.querySelector('[data-preview-part="register"]')).toBeNull();
    expect(screen.getByText('User manual')).toBeTruthy();

    rerender(
      <SignInPreview
        domain={{ ...domain, logo: '/v/brand/1/logo.png' }}
        isRegistrationEnable
        manualUrl="/v/manual.html"
        language="en"
      />,
    );
    expect(container.querySelector('[data-preview-part="register"]')).not.toBeNull();
    expect(screen.getByRole('img', { hidden: true }).getAttribute('src')).toBe('/v/brand/1/logo.png');
  });
});
