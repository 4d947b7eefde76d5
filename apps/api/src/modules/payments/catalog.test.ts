import { catalog, courseOfferList, courseServiceList, externalApplicationConfig } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogCategories,
  catalogProducts,
  courseOffers,
  courseServices,
  files,
} from '../../db/schema/index.js';
import { addStream } from '../learning/learning-fixtures.js';
import { base, learner, type PaymentsWorld, paymentsWorld } from './payments-fixtures.js';

let w: PaymentsWorld;
let token: string;
beforeAll(async () => {
  w = await paymentsWorld();
  token = (await learner(w.t, w.a.project.id)).token;
  const p = w.a.project.id;
  const [category] = await w.t.db
    .insert(catalogCategories)
    .values({ projectId: p, title: 'Yoga', sort: 1 })
    .returning();
  const [image] = await w.t.db
    .insert(files)
    .values({ projectId: p, type: 2, name: 'cover.jpg', url: '/v/demo/covers/face-yoga.jpg' })
    .returning();
  await w.t.db.insert(catalogProducts).values([
    {
      projectId: p,
      courseServiceId: w.services.buy.id,
      categoryId: category!.id,
      alias: 'full',
      title: 'Full course',
      type: 1,
      previewFileId: image!.id,
    },
    {
      projectId: p,
      courseServiceId: w.services.questions.id,
      alias: 'questions',
      title: 'Ask more',
      type: 2,
    },
  ]);
  await w.t.db.insert(courseOffers).values([
    {
      projectId: p,
      courseId: w.course.course.id,
      courseServiceId: w.services.monthly.id,
      title: 'Monthly',
      type: 3,
      imageFileId: image!.id,
      sort: 1,
    },
    {
      projectId: p,
      courseId: w.course.course.id,
      courseServiceId: w.services.buy.id,
      title: 'Buy',
      relationTypeId: 2,
      type: 4,
      sort: 2,
    },
  ]);
  const [inactive] = await w.t.db
    .insert(courseServices)
    .values({
      projectId: p,
      type: 'course_buy',
      courseId: w.course.course.id,
      title: 'Old',
      price: 1,
      isActive: false,
    })
    .returning();
  await w.t.db
    .insert(catalogProducts)
    .values({ projectId: p, courseServiceId: inactive!.id, alias: 'old', title: 'Old' });
});
afterAll(() => w.t.close());

const get = (url: string, host?: string) => w.t.call({ method: 'GET', url: `${base}${url}`, token, host });

describe('what a learner can buy (spec 02 §7)', () => {
  it('GET /catalog: categories and products of still offered services, with service and course', async () => {
    const body = catalog.parse((await get('/catalog')).json());
    expect(body.payment_mode).toBe('test');
    expect(body.categories).toEqual([expect.objectContaining({ title: 'Yoga' })]);
    expect(body.products.map((p) => p.alias)).toEqual(['full', 'questions']);
    expect(body.products[0]).toMatchObject({
      preview: '/v/demo/covers/face-yoga.jpg',
      service: { id: w.services.buy.id, price: 4900, currency: 'EUR', course: { id: w.course.course.id } },
    });
  });

  it('GET /course-offer/find: a course’s offers, by relation type when asked', async () => {
    const all = courseOfferList.parse(
      (await get(`/course-offer/find?courseId=${w.course.course.id}`)).json(),
    );
    expect(all.map((o) => o.title)).toEqual(['Monthly', 'Buy']);
    expect(all[0]!.images_files).toEqual({
      large: '/v/demo/covers/face-yoga.jpg',
      medium: '/v/demo/covers/face-yoga.jpg',
      small: '/v/demo/covers/face-yoga.jpg',
    });
    expect(all[0]!.service).toMatchObject({ type: 'course_subscription', interval: 'month', period: 1 });
    const two = courseOfferList.parse(
      (await get(`/course-offer/find?courseId=${w.course.course.id}&courseOfferRelationTypeId=2`)).json(),
    );
    expect(two.map((o) => o.title)).toEqual(['Buy']);
    expect((await get(`/course-offer/find?courseId=${w.bCourse.course.id}`)).json()).toEqual([]);
  });

  it('a course names its offers in offer_ids', async () => {
    const l = await learner(w.t, w.a.project.id);
    await addStream(w.t.db, { projectId: w.a.project.id, userId: l.user.id, courseId: w.course.course.id });
    const res = await w.t.call({
      method: 'GET',
      url: `${base}/courses/${w.course.course.id}`,
      token: l.token,
    });
    expect(res.statusCode).toBe(200);
    const offers = await w.t.db
      .select()
      .from(courseOffers)
      .where(eq(courseOffers.courseId, w.course.course.id));
    expect(res.json().offer_ids).toEqual([...offers].sort((x, y) => x.sort - y.sort).map((o) => o.id));
    expect(offers).toHaveLength(2);

    // A new offer reaches the cached course: the trigger of migration 0017 evicts it.
    const [added] = await w.t.db
      .insert(courseOffers)
      .values({
        projectId: w.a.project.id,
        courseId: w.course.course.id,
        courseServiceId: offers[0]!.courseServiceId,
        title: 'Added later',
        sort: 9999,
      })
      .returning();
    await expect
      .poll(
        async () =>
          (
            await w.t.call({ method: 'GET', url: `${base}/courses/${w.course.course.id}`, token: l.token })
          ).json().offer_ids,
      )
      .toContain(added!.id);
    await w.t.db.delete(courseOffers).where(eq(courseOffers.id, added!.id));
  });

  it('GET /course-services: the active services of this school only', async () => {
    const list = courseServiceList.parse((await get('/course-services?expand=course')).json());
    const ids = list.map((s) => s.id);
    expect(ids).toContain(w.services.buy.id);
    expect(ids).not.toContain(w.services.b.id);
    expect(list.every((s) => s.currency === 'EUR')).toBe(true);
    expect(list.find((s) => s.id === w.services.buy.id)?.course?.id).toBe(w.course.course.id);
    const inactive = await w.t.db.select().from(courseServices).where(eq(courseServices.isActive, false));
    expect(ids).not.toContain(inactive[0]!.id);
  });

  it('GET /external-application-config: the host’s brand config, without signing in', async () => {
    const res = await w.t.call({ method: 'GET', url: `${base}/external-application-config` });
    expect(res.statusCode).toBe(200);
    const config = externalApplicationConfig.parse(res.json());
    expect(config).toMatchObject({ isDemoAccessible: true });
    const b = externalApplicationConfig.parse(
      (
        await w.t.call({ method: 'GET', url: `${base}/external-application-config`, host: 'school-b.test' })
      ).json(),
    );
    expect(b.isDemoAccessible).toBe(false);
  });
});
