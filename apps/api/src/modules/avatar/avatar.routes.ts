import {
  avatarBody,
  fileParams,
  httpError,
  langQuery,
  PROFILE_ROUTES,
  signedFileQuery,
  type UserResource,
  uploadedFile,
  userResource,
  validationErrorList,
} from '@cp/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { persistentSecret, randomSecret } from '../../lib/storage-secrets.js';
import { refuseDeclaredLengthOver } from '../../plugins/declared-length.js';
import { ApiError } from '../../plugins/errors.js';
import { malformedMultipart } from '../../plugins/multipart-form.js';
import { schoolFile } from './avatar.repository.js';
import { fileObjectKey, setAvatar, uploadAvatar } from './avatar.service.js';
import { createFileLinks, setFileLinks } from './file-links.js';

/** Room for the multipart boundaries and part headers around the image itself. */
const MULTIPART_FRAMING_BYTES = 16 * 1024;

export interface AvatarOptions {
  /** Where the link secret is kept (DATA_DIR/secrets) when FILE_LINK_SECRET is unset. */
  dataDir?: string;
  maxAvatarBytes: number;
  fileLinkSecret?: string;
  /**
   * The user resource the avatar's choice answers with. The user shows the avatar's link, so the
   * user stands above the avatar and app/api-routes.ts hands this in (decision 135).
   */
  presentUser: (db: Db, user: typeof users.$inferSelect) => Promise<UserResource>;
}

/** Avatar upload and choice (spec 01 §7 `POST /user/avatar`), and the signed file links. */
export const avatarRoutes: FastifyPluginAsyncZod<AvatarOptions> = async (app, opts) => {
  // Files are objects of the store under `files/` (decision 081).
  const storage = app.objects;
  const links = createFileLinks(
    persistentSecret(opts.dataDir, 'file-link-secret', opts.fileLinkSecret, randomSecret),
  );
  setFileLinks(app.db, links);

  await app.register(multipart, {
    limits: { fileSize: opts.maxAvatarBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    PROFILE_ROUTES.avatarUpload,
    {
      // Signed in first, then the declared size: a stranger learns nothing of the limit.
      onRequest: [app.authenticate, refuseDeclaredLengthOver(opts.maxAvatarBytes + MULTIPART_FRAMING_BYTES)],
      schema: {
        tags: ['user'],
        summary: 'Upload an avatar image (multipart `file`: JPEG, PNG or WebP); answers its file id',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: {
          200: uploadedFile,
          401: httpError,
          413: httpError,
          415: httpError,
          422: validationErrorList,
        },
      },
    },
    async (request) => {
      const part = await request.file().catch((err: unknown) => {
        throw malformedMultipart(err, request);
      });
      const file = await uploadAvatar(app.db, storage, request.user, part, request.lang);
      return { id: file.id, url: links.url(file.projectId, file.id) };
    },
  );

  app.post(
    PROFILE_ROUTES.avatar,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "Make one of the learner's uploaded files the avatar",
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: avatarBody,
        response: { 200: userResource, 401: httpError, 404: httpError, 422: validationErrorList },
      },
    },
    async (request) => {
      const user = await setAvatar(app.db, request.user, request.body.avatar_file_id, request.lang);
      app.forgetCachedSessions(user.id);
      return opts.presentUser(app.db, user);
    },
  );

  // No session token: an <img> cannot send one. The signed, expiring link is the permission.
  app.get(
    PROFILE_ROUTES.file,
    {
      schema: {
        tags: ['user'],
        summary: 'A stored file behind a signed, expiring link (the `avatar` of the user)',
        params: fileParams,
        // No response schema: the answer is the file's bytes (403 and 404 are `{name, message, code, status}`).
        querystring: signedFileQuery,
      },
    },
    async (request, reply) => {
      const projectId = request.tenant.project.id;
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!links.valid(projectId, id, expires, signature)) {
        throw new ApiError(403, message('fileLinkInvalid', request.lang));
      }
      const file = await schoolFile(app.db, projectId, id);
      if (!file) throw new ApiError(404, message('notFound', request.lang));
      const stored = await storage.get(fileObjectKey(file.storageKey));
      if (!stored) throw new ApiError(404, message('notFound', request.lang));
      const maxAge = Math.max(0, Math.floor(expires - Date.now() / 1000));
      return reply
        .header('content-type', file.mime)
        .header('content-length', stored.size)
        .header('cache-control', `private, max-age=${maxAge}`)
        .send(stored.body);
    },
  );
};
