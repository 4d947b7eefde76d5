import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VideoConsultationRequest } from '../lib/request';
import { RequestItem } from './request-item';

const waiting: VideoConsultationRequest = {
  id: 5,
  status: 'waiting',
  startDateTime: Date.UTC(2030, 2, 18, 7, 0),
  phone: '+79123456789',
  note: 'About my neck',
  learnerName: 'Anna Smirnova',
  learnerEmail: 'anna@x.io',
  courseTitle: 'Morning',
  timeZone: 'Europe/Moscow',
};

function renderItem(request: VideoConsultationRequest) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ul>
        <RequestItem request={request} />
      </ul>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('RequestItem', () => {
  it('shows who asked, when in the school zone, and the confirm actions of a waiting request', async () => {
    const user = renderItem(waiting);
    expect(screen.getByText('Anna Smirnova')).toBeInTheDocument();
    expect(screen.getByText(/10:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+79123456789' })).toHaveAttribute('href', 'tel:+79123456789');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Another time' }));
    expect(screen.getByLabelText('New time (Europe/Moscow)')).toHaveValue('2030-03-18T10:00');
  });

  it('offers "Mark complete" for a confirmed one', () => {
    renderItem({ ...waiting, status: 'confirmed' });
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeInTheDocument();
    // Confirmed already: a new confirmation only with another time.
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).toBeNull();
  });

  it('offers nothing to do with a complete one', () => {
    renderItem({ ...waiting, status: 'complete' });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
