import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoConsultationOffer } from '../api/get-video-consultation-offers';
import type { VideoConsultation } from '../api/get-video-consultations';
import { OrderForm } from './order-form';

const offer: VideoConsultationOffer = {
  courseId: 1,
  courseTitle: 'Morning',
  streamId: 4,
  streamStatus: 'open',
  canOrder: true,
  count: 3,
  left: 3,
  durationMinutes: 30,
  timeZone: 'Europe/Moscow',
  schedule: { mon: ['10:00', '12:00'] },
  slots: [
    { startDateTime: 1_900_000_000_000, date: '2030-03-18', time: '10:00' },
    { startDateTime: 1_900_007_200_000, date: '2030-03-18', time: '12:00' },
    { startDateTime: 1_900_604_800_000, date: '2030-03-25', time: '10:00' },
  ],
};
const consultation: VideoConsultation = {
  id: 7,
  streamId: 4,
  courseId: 1,
  courseTitle: 'Morning',
  status: 'available',
  startDateTime: null,
  note: '',
  phone: '',
  confirmedAt: null,
  completedAt: null,
  meetingUrl: '',
  meetingNote: '',
  joinFrom: null,
  joinUntil: null,
};

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(async () => new Response(JSON.stringify({}), { status: 500 }));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <OrderForm consultation={consultation} offer={offer} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('OrderForm', () => {
  it('offers the times of the chosen date only', async () => {
    const { user } = renderForm();
    const time = screen.getByLabelText('Time');
    expect([...(time as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choose a time',
      '10:00',
      '12:00',
    ]);
    await user.selectOptions(screen.getByLabelText('Date'), '2030-03-25');
    expect([...(time as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose a time', '10:00']);
  });

  it('says a phone is not real, focuses it and sends nothing', async () => {
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText('Time'), '12:00');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/This is not a valid phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a time before anything is sent', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Phone'), '+44 7400 123456');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Choose a time.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
