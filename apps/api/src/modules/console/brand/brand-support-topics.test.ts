import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, supportCategories, users } from '../../../db/schema/index.js';
import { migrationsDir } from '../../../lib/package-paths.js';
import { signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { openSession } from '../../auth/sessions.service.js';
import { createAdmin, createSchool } from '../../staff/staff-setup.service.js';

/**
 * Issue 28 (11): a school made from nothing has support topics of its own, its brand sends
 * homework and renewal requests to them, and the administrator chooses others among the school's
 * own topics (never another school's or none: 422, nothing changes). Migration 0026 gives a school
 * made before this the topics its brand names.
 */
const base = '/spa/api/v1';
const A = 'topics-new.test';
const B = 'topics-other.test';
let t: TestApp;
let a: { projectId: number; admin: string; expert: string; learner: string };
let b: { projectId: number; admin: string };

type Ids = { passHomework: number; renewCourse: number; renewConsultation: number };

async function school(host: string) {
  const { projectId } = await createSchool(t.db, { host, name: `School ${host}`, language: 'es' });
  await createAdmin(t.db, { host, email: `boss@${host}`, password: 'long-enough-pass' });
  const session = async (name: string, role: 'learner' | 'expert') => {
    const [user] = await t.db
      .insert(users)
      .values({ projectId, email: `${name}@${host}`, role })
      .returning();
    return openSession(t.db, user!, {
      projectId,
      appType: 'web',
      appId: null,
      ip: '127.0.0.1',
      lang: 'en',
      singleDeviceOnly: false,
    });
  };
  return {
    projectId,
    admin: await signIn(t.call, host, `boss@${host}`, 'long-enough-pass'),
    expert: await session('eva', 'expert'),
    learner: await session('lena', 'learner'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await school(A);
  b = await school(B);
  // A topic only the other school has: its number is free in school A.
  await t.db.insert(supportCategories).values({ projectId: b.projectId, id: 9, title: { es: 'Otro' } });
}, 180_000);
afterAll(() => t.close());

const brandOf = async (projectId: number) =>
  (await t.db.select().from(brands).where(eq(brands.projectId, projectId)))[0]!;
const configIds = async (host: string) =>
  (await t.call({ method: 'GET', url: `${base}/config?lang=en`, host })).json().components.brand
    .supportCategoryIds as Ids;
const saveIds = (token: string, ids: Ids, lang = 'en', version?: number) =>
  brandOf(a.projectId).then((brand) =>
    t.call({
      method: 'PUT',
      url: `${base}/staff/brand?lang=${lang}`,
      host: A,
      token,
      payload: { expected_version: version ?? brand.version, supportCategoryIds: ids },
    }),
  );
const brandAudit = async () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, 'brand.update')));

describe('a school made from nothing', () => {
  it('has four topics titled in ru, en and es, and its brand names the homework and renewal ones', async () => {
    const topics = await t.db
      .select()
      .from(supportCategories)
      .where(eq(supportCategories.projectId, a.projectId))
      .orderBy(supportCategories.sort);
    expect(topics.map((c) => [c.id, c.title.ru, c.title.en, c.title.es])).toEqual([
      [1, 'Сдать задание', 'Hand in homework', 'Entregar la tarea'],
      [
        2,
        'Продлить курс или консультацию',
        'Renew a course or consultation',
        'Renovar un curso o una consulta',
      ],
      [3, 'Техническая проблема', 'Technical problem', 'Problema técnico'],
      [4, 'Оплата', 'Payment', 'Pago'],
    ]);
    expect(await configIds(A)).toEqual({ passHomework: 1, renewCourse: 2, renewConsultation: 2 });
    // The learner's form offers them in the school's language; the course ones not to a guest.
    const offered = await t.call({ method: 'GET', url: `${base}/support-category?lang=es`, host: A });
    expect(offered.json().map((c: { id: number; title: string }) => [c.id, c.title])).toEqual([
      [1, 'Entregar la tarea'],
      [2, 'Renovar un curso o una consulta'],
      [3, 'Problema técnico'],
      [4, 'Pago'],
    ]);
    // The console's topic list says which brand setting names each.
    const listed = await t.call({
      method: 'GET',
      url: `${base}/staff/content/support-categories?lang=en`,
      host: A,
      token: a.admin,
    });
    expect(listed.json().map((c: { id: number; used_by: string[] }) => [c.id, c.used_by])).toEqual([
      [1, ['passHomework']],
      [2, ['renewCourse', 'renewConsultation']],
      [3, []],
      [4, []],
    ]);
  });
});

describe('the administrator chooses the topics', () => {
  it('a learner and an expert are refused (403) and nothing changes', async () => {
    const before = await brandOf(a.projectId);
    for (const token of [a.learner, a.expert]) {
      const res = await saveIds(token, { passHomework: 3, renewCourse: 3, renewConsultation: 3 });
      expect(res.statusCode).toBe(403);
    }
    expect(await brandOf(a.projectId)).toEqual(before);
    expect(await brandAudit()).toEqual([]);
  });

  it.each([
    ["another school's topic", { passHomework: 9, renewCourse: 2, renewConsultation: 2 }, 'passHomework'],
    ['a topic nobody has', { passHomework: 1, renewCourse: 2, renewConsultation: 77 }, 'renewConsultation'],
  ])('%s is 422 on its field in the spec’s shape, and nothing changes', async (_name, ids, field) => {
    const before = await brandOf(a.projectId);
    const res = await saveIds(a.admin, ids);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: `supportCategoryIds.${field}`, message: 'The school has no such support topic.' },
    ]);
    const ru = await saveIds(a.admin, ids, 'ru');
    expect(ru.json()[0].message).toBe('У школы нет такой темы поддержки.');
    expect(await brandOf(a.projectId)).toEqual(before);
    expect(await brandAudit()).toEqual([]);
  });

  it("another school's administrator cannot save this school's brand", async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${base}/staff/brand?lang=en`,
      host: A,
      token: b.admin,
      payload: {
        expected_version: 1,
        supportCategoryIds: { passHomework: 3, renewCourse: 3, renewConsultation: 3 },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(await configIds(A)).toEqual({ passHomework: 1, renewCourse: 2, renewConsultation: 2 });
  });

  it('own topics are saved on a new version, serve at once, and free the old ones for deletion', async () => {
    const version = (await brandOf(a.projectId)).version;
    const res = await saveIds(a.admin, { passHomework: 3, renewCourse: 4, renewConsultation: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().supportCategoryIds).toEqual({ passHomework: 3, renewCourse: 4, renewConsultation: 2 });
    expect((await brandOf(a.projectId)).version).toBe(version + 1);
    expect(await configIds(A)).toEqual({ passHomework: 3, renewCourse: 4, renewConsultation: 2 });
    const [line] = await brandAudit();
    expect(line?.details).toMatchObject({
      changes: {
        supportCategoryIds: {
          before: { passHomework: 1, renewCourse: 2, renewConsultation: 2 },
          after: { passHomework: 3, renewCourse: 4, renewConsultation: 2 },
        },
      },
    });
    const remove = (id: number) =>
      t.call({
        method: 'DELETE',
        url: `${base}/staff/content/support-categories/${id}?lang=en`,
        host: A,
        token: a.admin,
      });
    expect((await remove(1)).statusCode).toBe(204);
    expect((await remove(3)).statusCode).toBe(409);
  });
});

describe('migration 0026', () => {
  const migration = readFileSync(path.join(migrationsDir, '0026_support_topics_of_brands.sql'), 'utf8');
  const topicsOf = async (projectId: number) =>
    (
      await t.db
        .select()
        .from(supportCategories)
        .where(eq(supportCategories.projectId, projectId))
        .orderBy(supportCategories.id)
    ).map((c) => ({ id: c.id, en: c.title.en, about: c.targetProduct, signedIn: c.requireProduct }));

  it('gives a school the topics its brand names and it lacks, and touches nothing else', async () => {
    // A school as create-school made one before: the brand's default numbers, no topics.
    const { projectId } = await createSchool(t.db, { host: 'topics-old.test', name: 'Old' });
    await t.db.delete(supportCategories).where(eq(supportCategories.projectId, projectId));
    await t.db
      .update(brands)
      .set({ supportCategoryIds: { passHomework: 10, renewCourse: 7, renewConsultation: 7 } })
      .where(eq(brands.projectId, projectId));
    const oldBrand = await brandOf(projectId);
    const others = { a: await topicsOf(a.projectId), b: await topicsOf(b.projectId) };

    await t.db.execute(sql.raw(migration));
    expect(await topicsOf(projectId)).toEqual([
      { id: 7, en: 'Renew a course or consultation', about: 1, signedIn: true },
      { id: 10, en: 'Hand in homework', about: 1, signedIn: true },
    ]);
    expect(await brandOf(projectId)).toEqual(oldBrand);
    expect({ a: await topicsOf(a.projectId), b: await topicsOf(b.projectId) }).toEqual(others);
    // Run again (as a second process would find it): nothing more.
    await t.db.execute(sql.raw(migration));
    expect(await topicsOf(projectId)).toHaveLength(2);
  });
});
