import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

interface Order {
  id: number;
  title: string;
}

const columns = [
  { key: 'id', header: 'No.', cell: (o: Order) => o.id, numeric: true },
  { key: 'title', header: 'Title', cell: (o: Order) => o.title },
];

/** The widths jsdom never lays out: the box's and its content's, as a browser would report them. */
function widths(box: number, content: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
}

/** A ResizeObserver the test triggers, as the browser does when a window or a table resizes. */
function observeResizes() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() => {
      for (const callback of callbacks) callback();
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const table = () =>
  render(
    <DataTable caption="Orders" columns={columns} rows={[{ id: 1, title: 'Yoga' }]} rowKey={(o) => o.id} />,
  );

describe('DataTable', () => {
  it('keeps a table that fits out of the Tab order and of the landmarks', () => {
    widths(600, 600);
    table();
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  it('makes a box that scrolls sideways a named region a keyboard reaches, and drops it once it fits', () => {
    widths(320, 540);
    const resized = observeResizes();
    table();
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));

    widths(800, 800);
    resized();
    expect(screen.queryByRole('region')).toBeNull();
    widths(375, 800);
    resized();
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  });
});
