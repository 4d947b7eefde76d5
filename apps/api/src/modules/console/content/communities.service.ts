import type { articleBody, communityBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { isOwnBrandAsset } from '../../media/index.js';
import {
  type ArticleRow,
  type ArticleValues,
  type CommunityValues,
  deleteArticle,
  deleteCommunity,
  findSchoolArticle,
  findSchoolCommunity,
  insertArticle,
  insertCommunity,
  slugTaken,
  updateArticle,
  updateCommunity,
} from './communities.repository.js';

type CommunityBody = z.output<typeof communityBody>;
type ArticleBody = z.output<typeof articleBody>;

const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/** Saves a community; its slug names article links (spec 01 §2), so it is unique in the school. */
export async function saveCommunity(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number | null,
  body: CommunityBody,
) {
  const projectId = request.tenant.project.id;
  const values: CommunityValues = { type: body.type, title: body.title, slug: body.slug, link: body.link };
  return app.db.transaction(async (tx) => {
    const before = id === null ? null : await findSchoolCommunity(tx, projectId, id);
    if (id !== null && !before) throw notFound(request);
    if (values.slug && (await slugTaken(tx, projectId, values.slug, id))) {
      throw fieldError('slug', message('contentSlugTaken', request.lang));
    }
    const row =
      id === null
        ? await insertCommunity(tx, projectId, values)
        : (await updateCommunity(tx, projectId, id, values))!;
    await recordAudit(tx, auditActor(request), {
      action: id === null ? 'community.create' : 'community.update',
      targetType: 'community',
      targetId: row.id,
      details: before
        ? {
            before: { type: before.type, title: before.title, slug: before.slug, link: before.link },
            after: values,
          }
        : { after: values },
    });
    return row;
  });
}

export async function removeCommunity(app: FastifyInstance, request: FastifyRequest, id: number) {
  await app.db.transaction(async (tx) => {
    const row = await deleteCommunity(tx, request.tenant.project.id, id);
    if (!row) throw notFound(request);
    await recordAudit(tx, auditActor(request), {
      action: 'community.delete',
      targetType: 'community',
      targetId: id,
      details: { before: { type: row.type, title: row.title, slug: row.slug, link: row.link } },
    });
  });
}

const auditedArticle = (a: ArticleValues | ArticleRow) => ({
  title: a.title,
  previewImage: a.previewImage,
  sort: a.sort,
  communityId: a.communityId,
  // The body can be long: the log says it changed, the article keeps the text.
  bodyLength: a.body?.length ?? 0,
});

/**
 * Saves an article. The picture is the article's current one or one this school uploaded; the
 * community is one of the school's (422 on its field otherwise). Publishing is its own call.
 */
export async function saveArticle(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number | null,
  body: ArticleBody,
) {
  const projectId = request.tenant.project.id;
  const before = id === null ? null : await findSchoolArticle(app.db, projectId, id);
  if (id !== null && !before) throw notFound(request);
  const image = body.preview_image;
  if (
    image !== null &&
    image !== before?.previewImage &&
    !(await isOwnBrandAsset(app.db, projectId, image))
  ) {
    throw fieldError('preview_image', message('contentImageUnknown', request.lang));
  }
  if (body.community_id !== null && !(await findSchoolCommunity(app.db, projectId, body.community_id))) {
    throw fieldError(
      'community_id',
      message('contentCommunityUnknown', request.lang, { id: body.community_id }),
    );
  }
  const values: ArticleValues = {
    title: body.title,
    body: body.body,
    previewImage: image,
    sort: body.sort,
    communityId: body.community_id,
  };
  return app.db.transaction(async (tx) => {
    const row =
      id === null
        ? await insertArticle(tx, projectId, values)
        : await updateArticle(tx, projectId, id, values);
    if (!row) throw notFound(request);
    await recordAudit(tx, auditActor(request), {
      action: id === null ? 'article.create' : 'article.update',
      targetType: 'article',
      targetId: row.id,
      details: before
        ? { before: auditedArticle(before), after: auditedArticle(values) }
        : { after: auditedArticle(values) },
    });
    return row;
  });
}

/**
 * Publishes (the feed shows it from now) or unpublishes (back to a draft) an article. An article
 * published already keeps its date, so publishing twice does not make it "new" again.
 */
export async function setArticlePublished(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  published: boolean,
) {
  const projectId = request.tenant.project.id;
  return app.db.transaction(async (tx) => {
    const before = await findSchoolArticle(tx, projectId, id);
    if (!before) throw notFound(request);
    const publishedAt = published ? (before.publishedAt ?? new Date()) : null;
    const row = (await updateArticle(tx, projectId, id, { publishedAt }))!;
    await recordAudit(tx, auditActor(request), {
      action: 'article.update',
      targetType: 'article',
      targetId: id,
      details: {
        before: { publishedAt: before.publishedAt?.toISOString() ?? null },
        after: { publishedAt: publishedAt?.toISOString() ?? null },
      },
    });
    return row;
  });
}

export async function removeArticle(app: FastifyInstance, request: FastifyRequest, id: number) {
  await app.db.transaction(async (tx) => {
    const row = await deleteArticle(tx, request.tenant.project.id, id);
    if (!row) throw notFound(request);
    await recordAudit(tx, auditActor(request), {
      action: 'article.delete',
      targetType: 'article',
      targetId: id,
      details: { before: auditedArticle(row) },
    });
  });
}
