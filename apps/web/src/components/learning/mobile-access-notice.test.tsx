import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { isMobileAccessDenied, salesEmail } from '../../lib/learning/mobile-access';
import { configFixture } from '../../test/config-fixture';
import { MobileAccessNotice } from './mobile-access-notice';

function renderWith(brandSalesEmail: string | null) {
  const config = configFixture();
  config.components.brand.salesEmail = brandSalesEmail;
  render(
    <ConfigContext.Provider value={config}>
      <MobileAccessNotice />
    </ConfigContext.Provider>,
  );
}

describe('mobile access by plan (spec 02 §6, §8)', () => {
  it('refuses only the mobile build, and only without mobile access', () => {
    expect(isMobileAccessDenied({ mobileAccess: false }, 'mobile')).toBe(true);
    expect(isMobileAccessDenied({ mobileAccess: true }, 'mobile')).toBe(false);
    expect(isMobileAccessDenied({ mobileAccess: false }, 'web')).toBe(false);
  });

  it('tells the learner to contact the brand sales address', () => {
    renderWith('sales@school.test');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your plan does not include access from the mobile app.',
    );
    expect(screen.getByRole('link', { name: 'sales@school.test' })).toHaveAttribute(
      'href',
      'mailto:sales@school.test',
    );
  });

  it('falls back to the sales mailbox at the school domain', () => {
    const fallback = `sales@${configFixture().domain.name}`;
    expect(salesEmail('  ', configFixture().domain.name)).toBe(fallback);
    renderWith(null);
    expect(screen.getByRole('link', { name: fallback })).toBeVisible();
  });
});
