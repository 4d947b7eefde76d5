import { describe, expect, it } from 'vitest';
import type { Stream } from '../../../lib/learning/api/stream';
import { byStatus, groupStreams, isCourseTab, isEndedGroup, isInProgress } from './course-groups';

type S = Pick<Stream, 'id' | 'status' | 'isDemo' | 'progress'>;
const s = (id: number, status: Stream['status'], progress = 50, isDemo = false): S => ({
  id,
  status,
  isDemo,
  progress: { daysCount: 10, completeDaysCount: 5, progress },
});

describe('course groups (spec 02 §4)', () => {
  const streams = [
    s(1, 'ended'),
    s(2, 'stopped'),
    s(3, 'open', 100),
    s(4, 'freeze'),
    s(5, 'not-started', 0),
    s(6, 'open', 40),
    s(7, 'ended', 10, true),
    s(8, 'stopped', 10, true),
    s(9, 'open', 0, true),
  ];

  it('orders streams open, not started, freeze, stopped, ended, keeping the server order within one', () => {
    expect(byStatus(streams).map((x) => x.id)).toEqual([3, 6, 9, 5, 4, 2, 8, 1, 7]);
  });

  it('Ended: ended or stopped streams that are not demos', () => {
    expect(isEndedGroup(s(1, 'ended'))).toBe(true);
    expect(isEndedGroup(s(1, 'stopped'))).toBe(true);
    expect(isEndedGroup(s(1, 'ended', 0, true))).toBe(false);
    expect(isEndedGroup(s(1, 'freeze'))).toBe(false);
  });

  it('In progress: open streams below 100 %', () => {
    expect(isInProgress(s(1, 'open', 99))).toBe(true);
    expect(isInProgress(s(1, 'open', 100))).toBe(false);
    expect(isInProgress(s(1, 'freeze', 10))).toBe(false);
  });

  it('fills the three tabs', () => {
    const groups = groupStreams(streams);
    expect(groups.current.map((x) => x.id)).toEqual([3, 6, 9, 5, 4, 8, 7]);
    expect(groups.active.map((x) => x.id)).toEqual([6, 9]);
    expect(groups.ended.map((x) => x.id)).toEqual([2, 1]);
  });

  it('knows its tab names', () => {
    expect(isCourseTab('ended')).toBe(true);
    expect(isCourseTab('all')).toBe(false);
    expect(isCourseTab(null)).toBe(false);
  });
});
