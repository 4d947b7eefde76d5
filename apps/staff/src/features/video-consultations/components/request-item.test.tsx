import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  meetingUrl: '',
  meetingNote: '',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

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
    expect(screen.getByText('Anna Smirnova', { selector: 'strong' })).toBeInTheDocument();
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

  it('refuses a link that is not https before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = renderItem(waiting);
    for (const bad of ['http://meet.example.com/x', 'javascript:alert(1)']) {
      await user.clear(screen.getByLabelText('Meeting link (optional)'));
      await user.type(screen.getByLabelText('Meeting link (optional)'), bad);
      await user.click(screen.getByRole('button', { name: 'Confirm this time' }));
      expect(screen.getByText('Enter a secure link that starts with https://.')).toBeInTheDocument();
      expect(screen.getByLabelText('Meeting link (optional)')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms with the link and the note, and shows the server refusal on its field', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json([{ field: 'meeting_note', message: 'Too long for us.' }], 422));
    const user = renderItem(waiting);
    await user.type(screen.getByLabelText('Meeting link (optional)'), 'https://meet.example.com/abc');
    await user.type(screen.getByLabelText('Note for the learner (optional)'), 'Camera on, please');
    await user.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByText('Too long for us.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/staff\/online-consultations\/5\/confirm/);
    expect(JSON.parse(String(init?.body))).toEqual({
      meeting_url: 'https://meet.example.com/abc',
      meeting_note: 'Camera on, please',
    });
  });

  it('shows a confirmed one its link and note, saves changes, and asks before cancelling', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = renderItem({
      ...waiting,
      status: 'confirmed',
      meetingUrl: 'https://meet.example.com/abc',
      meetingNote: 'I will call you',
    });
    expect(screen.getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Cancel the booking ?Anna Smirnova$/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('the time becomes free');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
