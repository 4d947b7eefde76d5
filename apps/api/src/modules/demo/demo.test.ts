import { courseService, order } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseServices, paymentSettings, userCourseStreams } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addCourse } from '../learning/learning-fixtures.js';

let t: TestApp;
let token: string;
let demoServiceId: number;
let buyServiceId: number;
let otherSchoolServiceId: number;
let closedSchoolServiceId: number;
let projectId: number;
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test', { isDemoAccessible: true });
  projectId = project.id;
  const b = await addSchool(t.db, 'school-b.test', { isDemoAccessible: false });
  await addUser(t.db, project.id, 'anna@example.com');
  await addUser(t.db, b.project.id, 'bella@example.com');
  const course = await addCourse(t.db, project.id);
  const bCourse = await addCourse(t.db, b.project.id);
  const [demo] = await t.db
    .insert(courseServices)
    .values({
      projectId: project.id,
      type: 'course_demo',
      courseId: course.course.id,
      title: 'Demo',
      durationDays: 7,
    })
    .returning();
  const [buy] = await t.db
    .insert(courseServices)
    .values({
      projectId: project.id,
      type: 'course_buy',
      courseId: course.course.id,
      parentId: demo!.id,
      title: 'Full',
      price: 990,
    })
    .returning();
  const [closed] = await t.db
    .insert(courseServices)
    .values({ projectId: b.project.id, type: 'course_demo', courseId: bCourse.course.id, title: 'Demo B' })
    .returning();
  demoServiceId = demo!.id;
  buyServiceId = buy!.id;
  otherSchoolServiceId = closed!.id;
  closedSchoolServiceId = closed!.id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

describe('the demo order of the app-load step (spec 01 §4)', () => {
  it('a learner without streams orders the demo service and gets a demo stream without full access', async () => {
    const empty = await t.call({ method: 'GET', url: `${base}/user-course-streams`, token });
    expect(empty.json()).toEqual([]);
    // The token may travel in the query, as the spec's call has it.
    const res = await t.call({
      method: 'POST',
      url: `${base}/order/${demoServiceId}?token=${token}&lang=en`,
    });
    expect(res.statusCode).toBe(200);
    const created = order.parse(res.json());
    expect(created).toMatchObject({ course_service_id: demoServiceId, status: 'paid' });
    const streams = (
      await t.call({ method: 'GET', url: `${base}/user-course-streams?expand=order`, token })
    ).json();
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({
      id: created.user_course_stream_id,
      is_demo: true,
      course_full_access: false,
      status: 'open',
    });
    expect(streams[0].order).toMatchObject({
      id: created.id,
      course_service: { id: demoServiceId, type: 'course_demo' },
    });
    expect(streams[0].end_date - streams[0].start_date).toBe(7 * 86_400);
  });

  it('ordering again answers the same order and creates no second stream', async () => {
    const res = await t.call({ method: 'POST', url: `${base}/order/${demoServiceId}`, token });
    expect(res.statusCode).toBe(200);
    expect((await t.db.select().from(userCourseStreams)).length).toBe(1);
  });

  it('then the service with its course, the learner’s stream and its children', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/course-services/view?id=${demoServiceId}&expand=childs.course,childs.stream,course,stream`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const service = courseService.parse(res.json());
    expect(service).toMatchObject({
      id: demoServiceId,
      type: 'course_demo',
      course: { title: 'Test course' },
    });
    expect(service.stream).toMatchObject({ is_demo: true });
    expect(service.childs).toHaveLength(1);
    expect(service.childs![0]).toMatchObject({ id: buyServiceId, type: 'course_buy', price: 990 });
  });

  it('a paid service gives an order waiting for its payment, no stream; an unknown or other school’s service is 404', async () => {
    // Issue 11: a priced service is ordered, never given: a school without payment settings is
    // `manual`, and takes a priced order only once it says how to pay (decision 113).
    const early = await t.call({ method: 'POST', url: `${base}/order/${buyServiceId}`, token });
    expect(early.statusCode).toBe(409);
    await t.db
      .insert(paymentSettings)
      .values({ projectId, mode: 'manual', manualInstructions: 'Bank transfer.' });
    const paid = await t.call({ method: 'POST', url: `${base}/order/${buyServiceId}`, token });
    expect(paid.statusCode).toBe(200);
    expect(order.parse(paid.json())).toMatchObject({ status: 'created', provider: 'manual', amount: 990 });
    expect((await t.db.select().from(userCourseStreams)).length).toBe(1);
    expect((await t.call({ method: 'POST', url: `${base}/order/999999`, token })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `${base}/order/${otherSchoolServiceId}`, token })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `${base}/course-services/view?id=${otherSchoolServiceId}`, token }))
        .statusCode,
    ).toBe(404);
  });

  it('a school without demo access refuses the demo order', async () => {
    const bella = await signIn(t.call, 'school-b.test', 'bella@example.com');
    const res = await t.call({
      method: 'POST',
      url: `${base}/order/${closedSchoolServiceId}`,
      token: bella,
      host: 'school-b.test',
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs a signed-in learner', async () => {
    expect((await t.call({ method: 'POST', url: `${base}/order/${demoServiceId}` })).statusCode).toBe(401);
  });
});
