import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { nextTabIndex, Tabs } from './tabs';

const ITEMS = [
  { key: 'available', label: 'Available' },
  { key: 'history', label: 'History' },
  { key: 'archive', label: 'Archive' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof ITEMS)[number]['key']>('available');
  return <Tabs label="Requests" items={ITEMS} selected={selected} onSelect={setSelected} />;
}

describe('Tabs', () => {
  it('is one tab stop; arrows, Home and End move and select', async () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Available' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Available' })).toHaveFocus();
    expect(screen.getByRole('tablist', { name: 'Requests' })).toBeInTheDocument();
  });

  it('wraps around and ignores other keys', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('a', 1, 3)).toBeNull();
  });

  it('renders the panel of its children, labelled by the selected tab and controlled by every tab', async () => {
    function WithPanel() {
      const [selected, setSelected] = useState<(typeof ITEMS)[number]['key']>('available');
      return (
        <Tabs label="Requests" items={ITEMS} selected={selected} onSelect={setSelected}>
          <p>Panel {selected}</p>
        </Tabs>
      );
    }
    render(<WithPanel />);
    const panel = screen.getByRole('tabpanel', { name: 'Available' });
    expect(panel).toHaveTextContent('Panel available');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(screen.getByRole('tabpanel', { name: 'Archive' })).toHaveTextContent('Panel archive');
  });

  it('leaves the panel to the caller without children', () => {
    render(<Tabs label="Requests" items={ITEMS} selected="history" onSelect={() => {}} panelId="own" />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-controls', 'own');
  });
});
