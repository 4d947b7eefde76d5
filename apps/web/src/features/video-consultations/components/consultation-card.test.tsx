import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoConsultation } from '../api/get-video-consultations';
import { ConsultationCard } from './consultation-card';

// An item of the learner's list of video consultations (decision 142): "Join" beside the link to
// its screen, in the same window as on that screen, coming and going as the clock passes.
const START = Date.UTC(2030, 2, 18, 7, 0);
const MINUTE = 60_000;

const confirmed: VideoConsultation = {
  id: 7,
  streamId: 4,
  courseId: 1,
  courseTitle: 'Morning',
  status: 'confirmed',
  startDateTime: START,
  note: '',
  phone: '+79123456789',
  confirmedAt: START - 60 * MINUTE,
  completedAt: null,
  meetingUrl: 'https://meet.example.com/abc',
  meetingNote: 'Camera on, please',
  // The server's window: 10 minutes before the start to the end of a 30-minute slot.
  joinFrom: START - 10 * MINUTE,
  joinUntil: START + 30 * MINUTE,
};

function renderCard(consultation: VideoConsultation) {
  return render(
    <MemoryRouter>
      <ul>
        <ConsultationCard consultation={consultation} timeZone="UTC" showCourse={false} />
      </ul>
    </MemoryRouter>,
  );
}

const join = () => screen.queryByRole('link', { name: 'Join the video consultation: Morning' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ConsultationCard', () => {
  it('shows Join only inside the window, opening and closing without a reload', () => {
    vi.setSystemTime(START - 11 * MINUTE);
    renderCard(confirmed);
    // The item's own link to the consultation's screen is there throughout.
    expect(screen.getByRole('link', { name: /Confirmed/ })).toHaveAttribute('href', '/videoconsultations/7');
    expect(join()).toBeNull();
    // The list says nothing of when Join comes, nor the note: that is the consultation's screen.
    expect(screen.queryByText(/appears here/)).toBeNull();
    expect(screen.queryByText('Camera on, please')).toBeNull();

    act(() => vi.advanceTimersByTime(MINUTE));
    expect(join()).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(join()).toHaveAttribute('target', '_blank');
    expect(join()).toHaveAttribute('rel', 'noopener noreferrer');
    // Not inside the item's link: two links side by side, each reachable by the keyboard.
    expect(join()!.closest('a[href="/videoconsultations/7"]')).toBeNull();
    expect(join()!.closest('li')).toHaveAttribute('data-video-consultation-id', '7');

    act(() => vi.advanceTimersByTime(40 * MINUTE - 1000));
    expect(join()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(join()).toBeNull();
    expect(screen.queryByText('The time of this video consultation is over.')).toBeNull();
  });

  it('a note without an address: the item as before, nothing new', () => {
    vi.setSystemTime(START);
    const { container } = renderCard({
      ...confirmed,
      meetingUrl: '',
      meetingNote: 'I will call you',
      joinFrom: null,
      joinUntil: null,
    });
    expect(join()).toBeNull();
    expect(screen.queryByText('I will call you')).toBeNull();
    expect(container.querySelectorAll('li > *')).toHaveLength(1);
  });

  it('no Join for one waiting for confirmation or complete, whatever the clock', () => {
    vi.setSystemTime(START);
    const { rerender } = renderCard({ ...confirmed, status: 'waiting' });
    expect(join()).toBeNull();
    rerender(
      <MemoryRouter>
        <ul>
          <ConsultationCard consultation={{ ...confirmed, status: 'complete' }} timeZone="UTC" />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Morning/ })).toBeInTheDocument();
    expect(join()).toBeNull();
  });
});
