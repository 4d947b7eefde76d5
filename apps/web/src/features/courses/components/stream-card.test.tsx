import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Stream } from '../api/get-user-course-streams';
import { StreamCard } from './stream-card';

const stream = (overrides: Partial<Stream>): Stream => ({
  id: 1,
  courseId: 9,
  status: 'open',
  startDate: new Date(2025, 0, 5, 12).getTime(),
  endDate: new Date(2025, 1, 25, 12).getTime(),
  progress: { daysCount: 21, completeDaysCount: 4, progress: 19 },
  isDemo: false,
  courseFullAccess: true,
  mobileAccess: true,
  course: { id: 9, title: 'Morning calm', shortTitle: null, mainImage: null },
  ...overrides,
});

describe('StreamCard', () => {
  it('shows title, translated status, dates and progress', () => {
    render(<StreamCard stream={stream({})} />);
    expect(screen.getByRole('heading', { name: 'Morning calm' })).toBeVisible();
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('05.01.2025 – 25.02.2025')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of “Morning calm”' })).toHaveValue(19);
    expect(screen.getByText(/4 of 21 days done/)).toBeVisible();
  });

  it('uses Russian plural forms', async () => {
    await i18next.changeLanguage('ru');
    const { rerender } = render(<StreamCard stream={stream({})} />);
    expect(screen.getByText(/Пройдено 4 из 21 дня/)).toBeVisible();
    rerender(
      <StreamCard stream={stream({ progress: { daysCount: 10, completeDaysCount: 0, progress: 0 } })} />,
    );
    expect(screen.getByText(/Пройдено 0 из 10 дней/)).toBeVisible();
    rerender(
      <StreamCard stream={stream({ progress: { daysCount: 3, completeDaysCount: 1, progress: 33 } })} />,
    );
    expect(screen.getByText(/Пройдено 1 из 3 дней/)).toBeVisible();
  });

  it('names a stream whose course was not expanded', () => {
    render(
      <StreamCard stream={stream({ course: null, status: 'not-started', startDate: null, endDate: null })} />,
    );
    expect(screen.getByRole('heading', { name: 'Course #9' })).toBeVisible();
    expect(screen.getByText('Not started yet')).toBeVisible();
  });
});
