import type { bannerBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { isOwnBrandAsset } from '../../media/index.js';
import {
  type BannerRow,
  type BannerValues,
  deleteBanner,
  findSchoolBanner,
  insertBanner,
  schoolCommunityIds,
  schoolCourseIds,
  updateBanner,
} from './content-banners.repository.js';

type Body = z.output<typeof bannerBody>;

const unique = <T>(values: T[]) => [...new Set(values)];

/** Every id of the lists must be the school's own; the first that is not is 422 on its field. */
async function checkIds(app: FastifyInstance, request: FastifyRequest, body: Body) {
  const projectId = request.tenant.project.id;
  const courseFields = ['course_ids', 'not_display_course_ids'] as const;
  const communityFields = ['community_ids', 'not_display_community_ids'] as const;
  const courses = await schoolCourseIds(app.db, projectId, unique(courseFields.flatMap((f) => body[f])));
  for (const field of courseFields) {
    const id = body[field].find((c) => !courses.has(c));
    if (id !== undefined) throw fieldError(field, message('contentCourseUnknown', request.lang, { id }));
  }
  const communities = await schoolCommunityIds(
    app.db,
    projectId,
    unique(communityFields.flatMap((f) => body[f])),
  );
  for (const field of communityFields) {
    const id = body[field].find((c) => !communities.has(c));
    if (id !== undefined) throw fieldError(field, message('contentCommunityUnknown', request.lang, { id }));
  }
}

/**
 * The stored values of a body. The image is the banner's current one or a picture this school
 * uploaded (media/school-images.ts): an address typed by hand, or another school's picture, is not.
 */
async function valuesOf(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Body,
  current: BannerRow | null,
): Promise<BannerValues> {
  const keepsImage = current !== null && current.imageUrl === body.image;
  if (!keepsImage && !(await isOwnBrandAsset(app.db, request.tenant.project.id, body.image))) {
    throw fieldError('image', message('contentImageUnknown', request.lang));
  }
  await checkIds(app, request, body);
  return {
    title: body.title,
    sort: body.sort,
    imageUrl: body.image,
    imageName: keepsImage ? current.imageName : body.image.slice(body.image.lastIndexOf('/') + 1),
    imageMime: keepsImage ? current.imageMime : 'image/webp',
    link: body.link,
    platforms: unique(body.platforms),
    positions: unique(body.positions).sort((a, b) => a - b),
    courseIds: unique(body.course_ids),
    notDisplayCourseIds: unique(body.not_display_course_ids),
    communityIds: unique(body.community_ids),
    notDisplayCommunityIds: unique(body.not_display_community_ids),
  };
}

const audited = (row: BannerValues | BannerRow) => ({
  title: row.title,
  sort: row.sort,
  imageUrl: row.imageUrl,
  link: row.link,
  platforms: row.platforms,
  positions: row.positions,
  courseIds: row.courseIds,
  notDisplayCourseIds: row.notDisplayCourseIds,
  communityIds: row.communityIds,
  notDisplayCommunityIds: row.notDisplayCommunityIds,
});

export async function createBanner(app: FastifyInstance, request: FastifyRequest, body: Body) {
  const values = await valuesOf(app, request, body, null);
  return app.db.transaction(async (tx) => {
    const row = await insertBanner(tx, request.tenant.project.id, values);
    await recordAudit(tx, auditActor(request), {
      action: 'banner.create',
      targetType: 'banner',
      targetId: row.id,
      details: { after: audited(values) },
    });
    return row;
  });
}

export async function changeBanner(app: FastifyInstance, request: FastifyRequest, id: number, body: Body) {
  const projectId = request.tenant.project.id;
  const current = await findSchoolBanner(app.db, projectId, id);
  if (!current) throw new ApiError(404, message('notFound', request.lang));
  const values = await valuesOf(app, request, body, current);
  return app.db.transaction(async (tx) => {
    const row = await updateBanner(tx, projectId, id, values);
    if (!row) throw new ApiError(404, message('notFound', request.lang));
    await recordAudit(tx, auditActor(request), {
      action: 'banner.update',
      targetType: 'banner',
      targetId: id,
      details: { before: audited(current), after: audited(values) },
    });
    return row;
  });
}

/** The picture stays on disk: an address a learner's open page still shows keeps working. */
export async function removeBanner(app: FastifyInstance, request: FastifyRequest, id: number) {
  await app.db.transaction(async (tx) => {
    const row = await deleteBanner(tx, request.tenant.project.id, id);
    if (!row) throw new ApiError(404, message('notFound', request.lang));
    await recordAudit(tx, auditActor(request), {
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      details: { before: audited(row) },
    });
  });
}
