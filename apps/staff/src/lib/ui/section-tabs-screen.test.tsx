import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SectionTabsScreen } from './section-tabs-screen';

const SECTIONS = ['orders', 'codes'] as const;

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderAt(address: string) {
  const screenAt = (
    <SectionTabsScreen
      path="/payments"
      sections={SECTIONS}
      panels={{ orders: () => <p>Orders panel</p>, codes: () => <p>Codes panel</p> }}
      title="Payments"
      tabsLabel="Sections"
      sectionLabel={(section) => (section === 'orders' ? 'Orders' : 'Discount codes')}
    />
  );
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/payments" element={screenAt} />
        <Route path="/payments/:section" element={screenAt} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('SectionTabsScreen', () => {
  it('opens the first section at its own address for the bare path and an unknown section', () => {
    renderAt('/payments/nothing');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/payments/orders');
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Orders panel');
  });

  it('shows the addressed section; choosing a tab changes the address and the panel', async () => {
    renderAt('/payments/codes');
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Discount codes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Discount codes' })).toHaveTextContent('Codes panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/payments/orders');
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Orders panel');
  });
});
