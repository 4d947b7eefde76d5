import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoConsultation } from '../api/get-video-consultations';
import { MeetingJoin } from './meeting-join';

const NOW = Date.UTC(2030, 2, 18, 6, 40);
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
  confirmedAt: NOW - MINUTE,
  completedAt: null,
  meetingUrl: 'https://meet.example.com/abc',
  meetingNote: 'Camera on, please',
  // The server's window: 10 minutes before the start to the end of a 30-minute slot.
  joinFrom: START - 10 * MINUTE,
  joinUntil: START + 30 * MINUTE,
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const join = () => screen.queryByRole('link', { name: 'Join the video consultation: Morning' });

describe('MeetingJoin', () => {
  it('shows Join only inside the window, opening and closing on its own as the clock passes', () => {
    render(<MeetingJoin consultation={confirmed} />);
    // 20 minutes before the start: not yet, and the learner is told when.
    expect(join()).toBeNull();
    expect(screen.getByText(/appears here 10 minutes before the start/)).toBeInTheDocument();
    expect(screen.getByText('Camera on, please')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * MINUTE - 1000));
    expect(join()).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(join()).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(join()).toHaveAttribute('rel', 'noopener noreferrer');
    act(() => vi.advanceTimersByTime(40 * MINUTE - 1000));
    expect(join()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(join()).toBeNull();
    expect(screen.getByText('The time of this video consultation is over.')).toBeInTheDocument();
  });

  it('a note without an address: the note, never Join', () => {
    vi.setSystemTime(START);
    render(
      <MeetingJoin
        consultation={{
          ...confirmed,
          meetingUrl: '',
          meetingNote: 'I will call you',
          joinFrom: null,
          joinUntil: null,
        }}
      />,
    );
    expect(join()).toBeNull();
    expect(screen.getByText('I will call you')).toBeInTheDocument();
  });

  it('nothing for one not confirmed', () => {
    vi.setSystemTime(START);
    const { container } = render(<MeetingJoin consultation={{ ...confirmed, status: 'waiting' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
