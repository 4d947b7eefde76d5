import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { DAY_MS } from '../../../lib/learning/access-text';
import type { Stream } from '../../../lib/learning/api/stream';
import { configFixture } from '../../../test/config-fixture';
import { StreamCard } from './stream-card';

const now = new Date(2025, 0, 20, 12).getTime();

const stream = (overrides: Partial<Stream>): Stream => ({
  id: 1,
  courseId: 9,
  status: 'open',
  startDate: new Date(2025, 0, 5, 12).getTime(),
  endDate: new Date(2025, 1, 25, 12).getTime(),
  messageExpiresDate: null,
  progress: { daysCount: 21, completeDaysCount: 4, progress: 19 },
  isDemo: false,
  courseFullAccess: true,
  mobileAccess: true,
  courseVersion: 1,
  chatChannelId: null,
  maxConsultationCount: 0,
  filters: {},
  chatStatus: null,
  freeze: null,
  course: { id: 9, title: 'Morning calm', shortTitle: null, mainImage: null },
  order: null,
  ...overrides,
});

function renderCard(node: ReactNode, daysShowWarning = 3) {
  const config = configFixture();
  config.components.brand.daysShowWarning = daysShowWarning;
  return render(
    <ConfigContext.Provider value={config}>
      <MemoryRouter>{node}</MemoryRouter>
    </ConfigContext.Provider>,
  );
}

describe('StreamCard', () => {
  it('shows title linking to the calendar, translated status, access text and progress', () => {
    renderCard(<StreamCard stream={stream({})} now={now} />);
    expect(screen.getByRole('link', { name: 'Morning calm' })).toHaveAttribute('href', '/course/1/calendar');
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('Access until 25.02.2025')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of “Morning calm”' })).toHaveValue(19);
    expect(screen.getByText(/4 of 21 days done/)).toBeVisible();
  });

  it('warns about the last days of access with plural forms', async () => {
    renderCard(<StreamCard stream={stream({ endDate: now + DAY_MS })} now={now} />);
    expect(screen.getByText('1 day of access left')).toBeVisible();
    await i18next.changeLanguage('ru');
    renderCard(<StreamCard stream={stream({ id: 2, endDate: now + 3 * DAY_MS })} now={now} />);
    expect(screen.getByText('До конца доступа осталось 3 дня')).toBeVisible();
  });

  it('uses the brand daysShowWarning', () => {
    renderCard(<StreamCard stream={stream({})} now={now} />, 60);
    expect(screen.getByText('36 days of access left')).toBeVisible();
  });

  it('shows the access text of each state', async () => {
    const { unmount } = renderCard(
      <>
        <StreamCard
          stream={stream({ id: 1, status: 'not-started', startDate: now + 5 * DAY_MS })}
          now={now}
        />
        <StreamCard
          stream={stream({
            id: 2,
            status: 'freeze',
            freeze: {
              id: 1,
              startDate: now - DAY_MS,
              endDate: new Date(2025, 0, 30, 12).getTime(),
              status: 1,
            },
          })}
          now={now}
        />
        <StreamCard stream={stream({ id: 3, status: 'stopped' })} now={now} />
        <StreamCard
          stream={stream({ id: 4, status: 'ended', endDate: new Date(2025, 0, 10, 12).getTime() })}
          now={now}
        />
      </>,
    );
    expect(screen.getByText('Starts in 5 days')).toBeVisible();
    expect(screen.getByText('Frozen until 30.01.2025')).toBeVisible();
    expect(screen.getByText('Access paused, ends 25.02.2025')).toBeVisible();
    expect(screen.getByText('Access ended on 10.01.2025')).toBeVisible();
    unmount();
    await i18next.changeLanguage('es');
    renderCard(<StreamCard stream={stream({ status: 'not-started', startDate: now + DAY_MS })} now={now} />);
    expect(screen.getByText('Empieza dentro de 1 día')).toBeVisible();
  });

  it('uses Russian plural forms for the progress', async () => {
    await i18next.changeLanguage('ru');
    renderCard(
      <StreamCard stream={stream({ progress: { daysCount: 10, completeDaysCount: 0, progress: 0 } })} />,
    );
    expect(screen.getByText(/Пройдено 0 из 10 дней/)).toBeVisible();
  });

  it('names a stream whose course was not expanded', () => {
    renderCard(<StreamCard stream={stream({ course: null, status: 'not-started', startDate: null })} />);
    expect(screen.getByRole('heading', { name: 'Course #9' })).toBeVisible();
    expect(screen.getByText('Not started yet')).toBeVisible();
  });
});
