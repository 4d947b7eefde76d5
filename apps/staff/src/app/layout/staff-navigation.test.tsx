import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationMenu } from './navigation-menu';
import { navigationGroups, StaffNavigation } from './staff-navigation';

/** The navigation's groups (decision 078): the desk for every member, the school for administrators. */
function wrap(children: ReactNode, at = '/support') {
  // The badges' calls (counts) have nowhere to go in jsdom: they fail quietly and show nothing.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('navigationGroups', () => {
  it('puts the console under school, for administrators only', () => {
    const paths = (role: 'admin' | 'expert') =>
      navigationGroups(role).map(({ group, screens }) => [group, screens.map((s) => s.path)]);
    const admin = paths('admin');
    expect(admin.map(([group]) => group)).toEqual(['desk', 'school']);
    expect(admin[0]![1]).toEqual(
      expect.arrayContaining(['desk', 'homework', 'ratings', 'video-consultations']),
    );
    expect(admin[1]![1]).toEqual(expect.arrayContaining(['team', 'payments', 'support']));
    expect(paths('expert')).toEqual([['desk', expect.not.arrayContaining(['support', 'team'])]]);
  });
});

describe('StaffNavigation', () => {
  it('an administrator: two headed groups; the current page is marked', () => {
    render(wrap(<StaffNavigation staffRole="admin" />));
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('heading', { name: 'Desk' })).toBeInTheDocument();
    const school = within(nav).getByRole('list', { name: 'School' });
    const support = within(school).getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Chats' })).not.toHaveAttribute('aria-current');
  });

  it('an expert: the desk alone, without a heading', () => {
    render(wrap(<StaffNavigation staffRole="expert" />, '/desk'));
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('heading')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Support' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('NavigationMenu (phones)', () => {
  it('opens the list in a dialog and closes it on Escape (cancel) or a link', async () => {
    render(wrap(<NavigationMenu staffRole="admin" />, '/desk'));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    // Escape on a modal <dialog> is the browser's `cancel` event (jsdom has no key handling of its own).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Support' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
