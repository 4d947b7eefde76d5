import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';
import { dayAccess, openNow, streamView } from './day-access.js';
import { readStreamState, type StreamState } from './streams.repository.js';

// The courses calls ask which days a stream opens on every request; `openNow` reckons them once
// and keeps them on the stream's state until the clock changes one of them. What it keeps must be
// what reckoning afresh gives, at every moment, and a day's calendar opening must end it.

const HOUR_MS = 60 * 60 * 1000;
let t: TestApp;
let content: CourseContent;
let state: StreamState;
/** When the stream's third day opens by the calendar: an hour after the test starts. */
let thirdDayOpens: number;

/** Every day's access reckoned afresh at `now`: the oracle. */
function reckoned(at: number) {
  const view = streamView(content, state, at);
  const days = content.days.filter((d) => dayAccess(content, view, state, d).isOpen).map((d) => d.id);
  return { days, course: view.status === 'open' };
}

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'open-now.test');
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  content = await addCourse(t.db, project.id);
  thirdDayOpens = Date.now() + HOUR_MS;
  const stream = await addStream(t.db, {
    projectId: project.id,
    userId: anna.id,
    courseId: content.course.id,
    startDate: new Date(thirdDayOpens - 2 * DAY_MS),
  });
  state = (await readStreamState(t.db, stream.id))!;
});

afterAll(() => t?.close());

describe('openNow', () => {
  it('gives the days reckoned afresh, and keeps them until the next day opens', () => {
    const now = thirdDayOpens - HOUR_MS;
    const first = openNow(content, state, now);
    expect([...first.days]).toEqual(reckoned(now).days);
    expect(first.course).toBe(true);
    expect(first.days.size).toBe(2);
    expect(first.daysKey).toBe([...first.days].sort((a, b) => a - b).join(','));

    // Until the third day opens nothing changes: the same answer, not reckoned again.
    expect(openNow(content, state, thirdDayOpens - 1)).toBe(first);

    const later = openNow(content, state, thirdDayOpens);
    expect(later).not.toBe(first);
    expect([...later.days]).toEqual(reckoned(thirdDayOpens).days);
    expect(later.days.size).toBe(3);
  });

  it('reckons again for another version of the course and for a clock that went back', () => {
    const kept = openNow(content, state, thirdDayOpens);
    expect(openNow({ ...content }, state, thirdDayOpens)).not.toBe(kept);
    const before = openNow(content, state, thirdDayOpens - HOUR_MS);
    expect(before.days.size).toBe(2);
  });
});
