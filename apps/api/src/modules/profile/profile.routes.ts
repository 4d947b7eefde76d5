import {
  httpError,
  langQuery,
  notificationBody,
  PROFILE_ROUTES,
  updateProfileBody,
  userResource,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textMultipart } from '../../plugins/multipart-form.js';
import { presentUser } from '../user/index.js';
import { setNotification, updateProfile } from './profile.service.js';

/**
 * Saving the profile (spec 01 §7). `POST /user` is multipart: text fields only here, with
 * tight limits, in this scope only; JSON is accepted too.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await textMultipart(app, {
    fields: 20,
    fieldNameSize: 100,
    fieldSize: 4096,
    files: 0,
    parts: 20,
    headerPairs: 50,
  });

  app.post(
    PROFILE_ROUTES.user,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Save the profile (multipart or JSON): only the fields sent change',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        querystring: langQuery,
        body: updateProfileBody,
        response: { 200: userResource, 401: httpError, 422: validationErrorList },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, request.user, request.body);
      app.forgetCachedSessions(user.id);
      return presentUser(app.db, user, []);
    },
  );

  app.post(
    PROFILE_ROUTES.notification,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Notifications switch: disable_notification 1 stops reminders',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: notificationBody,
        response: { 200: userResource, 401: httpError, 422: validationErrorList },
      },
    },
    async (request) => {
      const user = await setNotification(app.db, request.user, request.body.disable_notification);
      app.forgetCachedSessions(user.id);
      return presentUser(app.db, user, []);
    },
  );
};
