import type { BrandConfig, DomainConfig, Language } from '@cp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../../../test/config-fixture';
import { SettingsMenu } from './settings-menu';

function renderMenu(
  domain: Partial<DomainConfig> = {},
  brand: Partial<BrandConfig> = {},
  languages: readonly Language[] = ['ru', 'en', 'es'],
) {
  const config = configFixture();
  render(
    <MemoryRouter>
      <SettingsMenu
        domain={{ ...config.domain, ...domain }}
        brand={{ ...config.components.brand, ...brand }}
        language="en"
        languages={languages}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Settings menu' });
}

describe('SettingsMenu (spec 01 §2 "Menus")', () => {
  it('lists the entries in the spec order, linking by path', () => {
    const nav = renderMenu(
      { auth: { enabled: false, clients: {} } },
      { instructionUrl: {}, guidelineUrl: {} },
    );
    const entries = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Support', '/support'],
      ['Edit profile', '/user/edit'],
      ['Change password', '/user/settings/password'],
      ['Notifications', '/user/settings/notifications'],
      ['Reminders', '/user/settings/reminders'],
      ['Points', '/user/points'],
      ['Sign out', '/logout'],
    ]);
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('offers the user manual and the instruction in a modal when configured', async () => {
    const nav = renderMenu(
      {},
      {
        instructionUrl: { en: 'https://school.test/manual-en' },
        guidelineUrl: { en: 'https://school.test/guide' },
      },
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'User manual' }));
    const dialog = screen.getByRole('dialog', { name: 'User manual' });
    expect(within(dialog).getByTitle('User manual')).toHaveAttribute('src', 'https://school.test/manual-en');
    expect(within(nav).getByRole('button', { name: 'Instructions' })).toBeVisible();
  });

  it('offers social linking only with configured auth clients', () => {
    const nav = renderMenu({
      auth: { enabled: true, clients: { google: { login: 'https://x.test/l', link: 'https://x.test/k' } } },
    });
    expect(within(nav).getByRole('link', { name: 'Link social networks' })).toHaveAttribute(
      'href',
      '/linksocialnetworks',
    );
  });

  it("holds the header's interface-language switch, with the school's languages only", async () => {
    // A phone's header hides the switch: the settings screen is where a learner looks for it.
    const nav = renderMenu({}, {}, ['en', 'es']);
    const select = within(nav).getByRole('combobox', { name: 'Interface language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español']);
    const user = userEvent.setup();
    await user.selectOptions(select, 'es');
    expect(screen.getByRole('dialog', { name: 'Change the language?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue('en');
  });
});
