import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { configFixture } from '../../test/config-fixture';
import { BottomMenu } from './bottom-menu';
import type { BottomItem } from './menu-items';

function renderMenu(theme: string, active: BottomItem | null, chat = true) {
  const base = configFixture();
  const config = configFixture({
    domain: { ...base.domain, frontendSettings: { ...base.domain.frontendSettings, spa_theme: theme } },
    components: { ...base.components, brand: { ...base.components.brand, isChatSupport: chat } },
  });
  // The unread badge asks for the chats without retrying: its answer is not under test.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <ConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={['/homework']}>
          <BottomMenu active={active} onProfile={() => undefined} />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Bottom menu' }));
}

/** The items' accessible names in the menu's order (each item's icon is hidden from them). */
function expectItems(menu: ReturnType<typeof renderMenu>, expected: string[]) {
  const items = menu
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('link') ?? within(item).getByRole('button'));
  expect(items).toHaveLength(expected.length);
  for (const [index, item] of items.entries()) expect(item).toHaveAccessibleName(expected[index]);
}

describe('bottom menu (spec 01 §2)', () => {
  it('has five items in the face style too, the chat item covering a task screen', () => {
    const menu = renderMenu('face', 'task');
    expectItems(menu, ['Course', 'Chat', 'Tasks', 'Catalogue', 'Profile']);
    expect(menu.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/homework');
    expect(menu.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks only the task item outside the face style', () => {
    const menu = renderMenu('default', 'task');
    expectItems(menu, ['Course', 'Chat', 'Tasks', 'Catalogue', 'Profile']);
    expect(menu.getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the task item where the brand has no chat', () => {
    const menu = renderMenu('face', 'course', false);
    expectItems(menu, ['Course', 'Tasks', 'Catalogue', 'Profile']);
    expect(menu.getByRole('link', { name: 'Course' })).toHaveAttribute('aria-current', 'page');
  });
});
