import { STREAM_STATUSES } from '@cp/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Stream } from '../../../lib/learning/api/stream';
import { canFreeze, FreezePanel } from './freeze-panel';

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

describe('the freeze offer (spec 02 §4, issue 8)', () => {
  it('is made for a running stream', () => {
    render(<FreezePanel stream={stream({})} now={now} />);
    expect(screen.getByRole('button', { name: 'Freeze the course' })).toBeVisible();
  });

  it('is not made for a stream that has not started', () => {
    const notStarted = stream({ status: 'not-started', startDate: now + 5 * 86_400_000 });
    const { container } = render(<FreezePanel stream={notStarted} now={now} />);
    expect(screen.queryByRole('button', { name: 'Freeze the course' })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('is made only for an open or frozen stream that is not a demo', () => {
    const offered = STREAM_STATUSES.filter((status) => canFreeze({ isDemo: false, status }));
    expect(offered.sort()).toEqual(['freeze', 'open']);
    expect(canFreeze({ isDemo: true, status: 'open' })).toBe(false);
  });
});
