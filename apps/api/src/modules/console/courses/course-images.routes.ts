import {
  CONSOLE_COURSES_ROUTES,
  CONTENT_IMAGE_MAX_BYTES,
  contentImage,
  httpError,
  langQuery,
  validationErrorList,
} from '@cp/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseDeclaredLengthOver } from '../../../plugins/declared-length.js';
import { malformedMultipart } from '../../../plugins/multipart-form.js';
import { takeSchoolImage } from '../../media/index.js';
import { adminOnly } from '../../staff/index.js';

/** Room for the multipart boundaries and part headers around the picture itself. */
const MULTIPART_FRAMING_BYTES = 16 * 1024;

/**
 * A course's cover and background pictures (issue 28, decision 118): uploaded like the brand's
 * art and the banners' pictures, kept among the school's public assets, and named by the draft's
 * `main_image_url` / `background_image_url` when the editor saves it. Nothing of a course changes
 * here; an address typed into the draft stays accepted as before.
 */
export const courseImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    CONSOLE_COURSES_ROUTES.images,
    {
      // An administrator first, then the declared size: nobody else learns the limit.
      onRequest: [
        app.authenticate,
        adminOnly,
        refuseDeclaredLengthOver(CONTENT_IMAGE_MAX_BYTES + MULTIPART_FRAMING_BYTES),
      ],
      schema: {
        tags: ['console'],
        security: [{ bearer: [] }],
        summary:
          "Uploads a course's cover or background picture (multipart `file`: PNG, JPEG or WebP, at most 2 MB)",
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: {
          201: contentImage,
          401: httpError,
          403: httpError,
          413: httpError,
          422: validationErrorList,
        },
      },
    },
    async (request, reply) => {
      const part = await request.file().catch((err: unknown) => {
        throw malformedMultipart(err, request);
      });
      const image = await takeSchoolImage(app.db, request.tenant.project.id, part, request.lang);
      return reply.status(201).send(image);
    },
  );
};
