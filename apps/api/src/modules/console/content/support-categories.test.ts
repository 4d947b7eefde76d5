import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, supportCategories, techQuestions } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addContentSchool, type ContentSchool, contentSnapshot, staffCall } from './content-fixtures.js';

/** The support centre's topics in the console (decision 077), and what learners see of them. */
let t: TestApp;
let a: ContentSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  call = staffCall(t);
  a = await addContentSchool(t, 'topics-a.test');
  // The brand's settings name 10 (passHomework) and 7 (both renewals), the schema's defaults.
  await t.db.insert(supportCategories).values([
    { projectId: a.projectId, id: 7, sort: 2, title: { ru: 'Продление', en: 'Renewal' } },
    { projectId: a.projectId, id: 10, sort: 1, title: { ru: 'Домашние задания' } },
  ]);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(
    method,
    `/content/support-categories${url}${url.includes('?') ? '&' : '?'}lang=en`,
    a.admin.token,
    payload,
    a.host,
  );
/** What the learner's support form offers (spec 01 §7 `GET /support-category`). */
const learnerTopics = async (lang = 'en') =>
  (
    await t.call({ method: 'GET', url: `/spa/api/v1/support-category?sort=sort&lang=${lang}`, host: a.host })
  ).json() as { id: number; title: string; target_product: number; requireProduct: boolean }[];
const auditOf = async (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, action)));

describe('support topics', () => {
  it('lists the topics in the form’s order with the brand settings naming each', async () => {
    const res = await admin('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 10,
        sort: 1,
        title: { ru: 'Домашние задания', en: null, es: null },
        target_product: 'none',
        require_product: false,
        used_by: ['passHomework'],
      },
      {
        id: 7,
        sort: 2,
        title: { ru: 'Продление', en: 'Renewal', es: null },
        target_product: 'none',
        require_product: false,
        used_by: ['renewCourse', 'renewConsultation'],
      },
    ]);
  });

  it('adds a topic under the next number, and the learner’s form offers it at once', async () => {
    const res = await admin('POST', '', {
      title: { ru: 'Оплата', en: ' Payment ', es: '' },
      sort: 0,
      target_product: 'user_course',
      require_product: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: 11,
      title: { ru: 'Оплата', en: 'Payment', es: null },
      used_by: [],
    });
    expect((await learnerTopics())[0]).toEqual({
      id: 11,
      sort: 0,
      title: 'Payment',
      // The code the spec's client maps: 1 is user_course (spec 01 §3).
      target_product: 1,
      requireProduct: true,
    });
    // No Spanish title: the learner reads the default language's.
    expect((await learnerTopics('es'))[0]!.title).toBe('Оплата');
    const [line] = await auditOf('support_category.create');
    expect(line).toMatchObject({ actorId: a.admin.id, targetType: 'support_category', targetId: '11' });
  });

  it('adds a topic under a given free number; a taken number is 422 on `id`, nothing changed', async () => {
    expect((await admin('POST', '', { id: 42, title: { ru: 'Другое' } })).statusCode).toBe(201);
    const before = await contentSnapshot(t);
    const res = await admin('POST', '', { id: 42, title: { ru: 'Ещё' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'id', message: 'A topic with this number already exists.' }]);
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it('refuses a topic without a title in the school’s default language, nothing changed', async () => {
    const before = await contentSnapshot(t);
    for (const body of [{ title: { en: 'Only English' } }, { title: { ru: '   ' } }]) {
      const res = await admin('POST', '', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()[0].field).toBe('title.ru');
    }
    expect((await admin('PUT', '/42', { title: { en: 'x' } })).statusCode).toBe(422);
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it('changes a topic with one audit line holding before and after', async () => {
    const res = await admin('PUT', '/42', { title: { ru: 'Прочее', es: 'Otro' }, sort: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 42, sort: 9, title: { ru: 'Прочее', en: null, es: 'Otro' } });
    expect((await learnerTopics('es')).find((c) => c.id === 42)?.title).toBe('Otro');
    const lines = await auditOf('support_category.update');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toMatchObject({ before: { title: { ru: 'Другое' } }, after: { sort: 9 } });
  });

  it('refuses to delete a topic the brand’s settings name, saying which; deletes once it is free', async () => {
    const before = await contentSnapshot(t);
    const res = await admin('DELETE', '/7');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This topic can't be deleted: the brand's settings name it (renewing a course, renewing consultations). Choose another topic there first.",
    );
    expect(await contentSnapshot(t)).toEqual(before);

    await t.db
      .update(brands)
      .set({ supportCategoryIds: { passHomework: 10, renewCourse: 11, renewConsultation: 11 } })
      .where(eq(brands.projectId, a.projectId));
    await t.db
      .insert(techQuestions)
      .values({ projectId: a.projectId, supportCategoryId: 7, kind: 'anonymous', name: 'Guest' });
    expect((await admin('DELETE', '/7')).statusCode).toBe(204);
    expect((await learnerTopics()).map((c) => c.id)).not.toContain(7);
    // The request keeps its topic's number as history.
    const [request] = await t.db.select().from(techQuestions).where(eq(techQuestions.projectId, a.projectId));
    expect(request!.supportCategoryId).toBe(7);
    expect(await auditOf('support_category.delete')).toHaveLength(1);
    expect((await admin('DELETE', '/7')).statusCode).toBe(404);
  });
});
