import { PAGINATION_HEADERS, userCourseStreamList } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, userCourseStreams } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
const ownIds: number[] = [];
let strangerStreamId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  const boris = await addUser(t.db, project.id, 'boris@example.com');
  const [course] = await t.db
    .insert(courses)
    .values({ projectId: project.id, title: 'Breathing' })
    .returning();
  for (let i = 0; i < 12; i++) {
    const [row] = await t.db
      .insert(userCourseStreams)
      .values({
        projectId: project.id,
        userId: anna.id,
        courseId: course!.id,
        status: 'open',
        startDate: new Date(1_700_000_000_000),
        daysCount: 10,
        // One stream over-complete to check the cap at 100.
        completeDaysCount: i === 0 ? 12 : i,
      })
      .returning();
    ownIds.push(row!.id);
  }
  const [stranger] = await t.db
    .insert(userCourseStreams)
    .values({ projectId: project.id, userId: boris.id, courseId: course!.id, status: 'open' })
    .returning();
  strangerStreamId = stranger!.id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

describe('GET /user-course-streams', () => {
  it('pages the learner’s own streams with the four pagination headers', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user-course-streams?page=2&per-page=5',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[PAGINATION_HEADERS.currentPage]).toBe('2');
    expect(res.headers[PAGINATION_HEADERS.pageCount]).toBe('3');
    expect(res.headers[PAGINATION_HEADERS.perPage]).toBe('5');
    expect(res.headers[PAGINATION_HEADERS.totalCount]).toBe('12');
    const list = userCourseStreamList.parse(res.json());
    expect(list.map((s) => s.id)).toEqual(ownIds.slice(5, 10));
    expect(list[0]).not.toHaveProperty('course');
  });

  it('answers timestamps in seconds, caps progress at 100 and expands the course', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user-course-streams?expand=course', token });
    const [first] = res.json();
    expect(first.start_date).toBe(1_700_000_000);
    expect(first.progress).toEqual({ days_count: 10, complete_days_count: 12, progress: 100 });
    expect(first.course.title).toBe('Breathing');
  });

  it('narrows each stream to the fields asked for, keeping expanded relations', async () => {
    const url = '/spa/api/v1/user-course-streams?per-page=1&fields=id,status&expand=course';
    const [first] = (await t.call({ method: 'GET', url, token })).json();
    expect(Object.keys(first).sort()).toEqual(['course', 'id', 'status']);
  });

  it('filters by id and never shows another learner’s stream', async () => {
    const url = `/spa/api/v1/user-course-streams?filter[id][]=${ownIds[3]}&filter[id][]=${strangerStreamId}`;
    const res = await t.call({ method: 'GET', url, token });
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([ownIds[3]]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per-page=0', 'per-page'],
    ['per-page=1000', 'per-page'],
    ['filter[id][]=-1', 'filter[id][]'],
  ])('%s -> 422 naming the field', async (query, field) => {
    const res = await t.call({ method: 'GET', url: `/spa/api/v1/user-course-streams?${query}`, token });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe(field);
  });

  // As Yii does (decision 120): a name `expand` or `fields` does not know is ignored, and nothing
  // beyond the answer's own fields comes out for it.
  it.each(['expand=secrets', 'fields=password_hash'])('%s is ignored, and reveals nothing', async (query) => {
    const res = await t.call({ method: 'GET', url: `/spa/api/v1/user-course-streams?${query}`, token });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/secrets|password/);
  });

  it('needs a signed-in learner', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user-course-streams' });
    expect(res.statusCode).toBe(401);
  });
});
