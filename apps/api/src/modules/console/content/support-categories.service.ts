import {
  LANGUAGES,
  type Language,
  SUPPORT_CATEGORY_SETTINGS,
  type SupportCategorySetting,
  type supportCategoryBody,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import {
  deleteCategory,
  findSchoolCategory,
  insertCategory,
  lockSchoolCategorySettings,
  type SupportCategoryRow,
  type SupportCategoryValues,
  schoolCategories,
  schoolCategorySettings,
  schoolDefaultLanguages,
  updateCategory,
} from './support-categories.repository.js';

type Body = z.output<typeof supportCategoryBody>;

const SETTING_MESSAGES = {
  passHomework: 'contentSettingPassHomework',
  renewCourse: 'contentSettingRenewCourse',
  renewConsultation: 'contentSettingRenewConsultation',
} as const;

/** Which brand settings of the school name category `id` (spec 01 §3 Brand config). */
function settingsNaming(brands: { ids: Record<SupportCategorySetting, number> }[], id: number) {
  return SUPPORT_CATEGORY_SETTINGS.filter((s) => brands.some((b) => b.ids[s] === id));
}

export async function listSupportCategories(app: FastifyInstance, projectId: number) {
  const [rows, brands] = await Promise.all([
    schoolCategories(app.db, projectId),
    schoolCategorySettings(app.db, projectId),
  ]);
  return rows.map((row) => ({ row, usedBy: settingsNaming(brands, row.id) }));
}

/**
 * The stored values of a body: titles trimmed, empty ones dropped; the title in the default
 * language of each of the school's domains is required, since learners without a title in
 * their language read it in the default one (support.presenter categoryTitle).
 */
async function valuesOf(app: FastifyInstance, request: FastifyRequest, body: Omit<Body, 'id'>) {
  const title: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) if (body.title[lang]) title[lang] = body.title[lang];
  for (const lang of await schoolDefaultLanguages(app.db, request.tenant.project.id)) {
    if (!title[lang as Language]) {
      throw fieldError(`title.${lang}`, message('contentTitleRequired', request.lang, { language: lang }));
    }
  }
  return {
    title,
    sort: body.sort,
    targetProduct: body.target_product === 'user_course' ? 1 : 0,
    requireProduct: body.require_product,
  } satisfies SupportCategoryValues;
}

export async function createSupportCategory(app: FastifyInstance, request: FastifyRequest, body: Body) {
  const projectId = request.tenant.project.id;
  const values = await valuesOf(app, request, body);
  const row = await app.db.transaction(async (tx) => {
    // The school's next number may be taken by a create at the same moment: try the next one.
    let created: SupportCategoryRow | null = null;
    for (let attempt = 0; attempt < 3 && !created; attempt++) {
      created = await insertCategory(tx, projectId, body.id, values);
      if (body.id !== undefined) break;
    }
    if (!created) throw fieldError('id', message('contentCategoryIdTaken', request.lang));
    await recordAudit(tx, auditActor(request), {
      action: 'support_category.create',
      targetType: 'support_category',
      targetId: created.id,
      details: { after: values },
    });
    return created;
  });
  return { row, usedBy: [] as SupportCategorySetting[] };
}

export async function updateSupportCategory(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: Omit<Body, 'id'>,
) {
  const projectId = request.tenant.project.id;
  const values = await valuesOf(app, request, body);
  const row = await app.db.transaction(async (tx) => {
    const before = await findSchoolCategory(tx, projectId, id);
    if (!before) throw new ApiError(404, message('notFound', request.lang));
    const after = (await updateCategory(tx, projectId, id, values))!;
    await recordAudit(tx, auditActor(request), {
      action: 'support_category.update',
      targetType: 'support_category',
      targetId: id,
      details: {
        before: {
          title: before.title,
          sort: before.sort,
          targetProduct: before.targetProduct,
          requireProduct: before.requireProduct,
        },
        after: values,
      },
    });
    return after;
  });
  return { row, usedBy: settingsNaming(await schoolCategorySettings(app.db, projectId), id) };
}

/**
 * Deletes a topic the brand's settings do not name (409 saying which, else the app would send
 * its automatic requests under a topic that no longer exists). Requests keep their category
 * id as history: tech_questions has no foreign key to it.
 */
export async function deleteSupportCategory(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (tx) => {
    const row = await findSchoolCategory(tx, projectId, id);
    if (!row) throw new ApiError(404, message('notFound', request.lang));
    const usedBy = settingsNaming(await lockSchoolCategorySettings(tx, projectId), id);
    if (usedBy.length > 0) {
      const settings = usedBy.map((s) => message(SETTING_MESSAGES[s], request.lang)).join(', ');
      throw new ApiError(409, message('contentCategoryInUse', request.lang, { settings }));
    }
    await deleteCategory(tx, projectId, id);
    await recordAudit(tx, auditActor(request), {
      action: 'support_category.delete',
      targetType: 'support_category',
      targetId: id,
      details: { before: { title: row.title, sort: row.sort } },
    });
  });
}
