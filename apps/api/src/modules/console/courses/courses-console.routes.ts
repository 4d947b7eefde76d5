import {
  CONSOLE_COURSES_ROUTES,
  consoleCourseList,
  courseDraft,
  courseDraftCreateBody,
  courseDraftParams,
  courseDraftPublishBody,
  courseDraftPublished,
  courseDraftSaveBody,
  courseVideoList,
  courseVideosQuery,
  httpError,
  langQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../audit/index.js';
import { adminOnly } from '../../staff/index.js';
import type { ConsoleRoutesOptions } from '../console-options.js';
import { listCoursesWithDrafts, listVideoFiles } from './course-drafts.repository.js';
import { createDraft, discardDraft, ManifestRefused, saveDraft, viewDraft } from './course-drafts.service.js';
import { courseImagesRoutes } from './course-images.routes.js';
import { publishDraft } from './course-publish.service.js';
import { presentCourseList, presentVideo } from './courses-console.presenter.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * The console's courses (issue 13, decision 074): drafts of course manifests, published by the
 * import. School administrators only; the school is the host's, another school's ids are 404.
 */
export const coursesConsoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app) => {
  const onRequest = [app.authenticate, adminOnly];
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ManifestRefused) return reply.status(422).send(error.items);
    throw error;
  });

  app.get(
    CONSOLE_COURSES_ROUTES.courses,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's courses: published version, updated time, and the draft if there is one",
        querystring: langQuery,
        response: { 200: consoleCourseList, ...errors },
      },
    },
    async (request) => presentCourseList(await listCoursesWithDrafts(app.db, request.tenant.project.id)),
  );

  app.post(
    CONSOLE_COURSES_ROUTES.drafts,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Opens a published course as a draft (its existing draft as it is), or starts a new course',
        querystring: langQuery,
        body: courseDraftCreateBody,
        response: { 200: courseDraft, 201: courseDraft, ...errors },
      },
    },
    async (request, reply) => {
      const { created, draft } = await createDraft(app.db, auditActor(request), request.body, request.lang);
      return reply.status(created ? 201 : 200).send(draft);
    },
  );

  app.get(
    CONSOLE_COURSES_ROUTES.draft,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A draft: its manifest and the problems that block publishing it',
        querystring: langQuery,
        params: courseDraftParams,
        response: { 200: courseDraft, ...errors },
      },
    },
    async (request) => viewDraft(app.db, request.tenant.project.id, request.params.id, request.lang),
  );

  app.put(
    CONSOLE_COURSES_ROUTES.draft,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the whole manifest at the revision it was read (409 when someone saved since)',
        querystring: langQuery,
        params: courseDraftParams,
        body: courseDraftSaveBody,
        response: { 200: courseDraft, ...errors },
      },
    },
    async (request) => saveDraft(app.db, auditActor(request), request.params.id, request.body, request.lang),
  );

  app.delete(
    CONSOLE_COURSES_ROUTES.draft,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Discards the draft; the published course stays as it is',
        querystring: langQuery,
        params: courseDraftParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await discardDraft(app.db, auditActor(request), request.params.id, request.lang);
      return reply.status(204).send(null);
    },
  );

  app.post(
    CONSOLE_COURSES_ROUTES.publish,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Publishes the draft as the course's next version (the course import, in one transaction)",
        querystring: langQuery,
        params: courseDraftParams,
        body: courseDraftPublishBody,
        response: { 200: courseDraftPublished, ...errors },
      },
    },
    async (request) => {
      const published = await publishDraft(
        app.db,
        auditActor(request),
        request.params.id,
        request.body,
        request.lang,
      );
      // This process evicts at once; the others when the trigger's notification reaches them. A
      // learner's read right after a publish was served the previous version on PostgreSQL.
      app.learning.onCourseChanged(String(published.course_id));
      return published;
    },
  );

  app.get(
    CONSOLE_COURSES_ROUTES.videos,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's video files a lesson may point at, newest first, searchable by name",
        querystring: courseVideosQuery,
        response: { 200: courseVideoList, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const perPage = q['per-page'];
      const { rows, total } = await listVideoFiles(app.db, request.tenant.project.id, q.search || undefined, {
        limit: perPage,
        offset: (q.page - 1) * perPage,
      });
      reply.paginate(q, total);
      return rows.map(presentVideo);
    },
  );

  // Its own scope: the multipart parser and its limits serve that one route.
  await app.register(courseImagesRoutes);
};
