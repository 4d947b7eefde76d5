import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

function Harness({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPage={setPage}
      label="Pages"
      previousLabel="Previous"
      nextLabel="Next"
      position={`Page ${page} of ${pageCount}`}
    />
  );
}

describe('Pager', () => {
  it('moves between pages, disables the ends and announces where it is politely', async () => {
    render(<Harness pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    const position = screen.getByText('Page 1 of 3');
    expect(position).toHaveAttribute('aria-live', 'polite');
    expect(nav).toContainElement(position);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows nothing for a list of one page', () => {
    render(<Harness pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
