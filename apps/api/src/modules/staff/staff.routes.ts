import {
  httpError,
  langQuery,
  loginResponse,
  STAFF_TEAM_ROUTES,
  staffAcceptBody,
  staffCourseList,
  staffCoursesBody,
  staffInviteBody,
  staffInviteCreated,
  staffInviteIdParams,
  staffInviteInfo,
  staffInviteParams,
  staffMailStatus,
  staffMe,
  staffMember,
  staffMemberParams,
  staffRoleBody,
  staffTeam,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SignInLimits } from '../auth/index.js';
import { DEFAULT_ACCOUNT_LIMIT, DEFAULT_LOGIN_LIMIT_PER_ADDRESS, signedIn } from '../auth/index.js';
import { adminOnly, staffMemberOnly } from '../staff-roles/index.js';
import { acceptInvite, createInvite, mailStatus, viewInvite, withdrawInvite } from './invites.service.js';
import { assignCourses, changeRole, listCourses, removeMember, viewMe, viewTeam } from './team.service.js';

export interface StaffRoutesOptions {
  publicUrl?: string;
  /** PORT: the port of mailed links when there is no PUBLIC_URL. */
  port?: number;
  mailFrom?: string;
  /** LOGIN_LIMIT_PER_ADDRESS: accepting as an existing account is a sign-in (decision 041). */
  loginLimitPerAddress?: number;
}

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['staff'];
const security = [{ bearer: [] }];

/**
 * Staff accounts and roles under STAFF_API_BASE (issue 9, decision 053): who is signed in,
 * the team, invitations. Signed in with the learners' sign-in; the school is the host's.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  const limits: SignInLimits = {
    perAddress: opts.loginLimitPerAddress ?? DEFAULT_LOGIN_LIMIT_PER_ADDRESS,
    perAccount: DEFAULT_ACCOUNT_LIMIT,
  };
  const inviteOptions = { publicUrl: opts.publicUrl, port: opts.port, mailFrom: opts.mailFrom, limits };
  const member = [app.authenticate, staffMemberOnly];
  const admin = [app.authenticate, adminOnly];

  app.get(
    STAFF_TEAM_ROUTES.me,
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: 'The signed-in expert or administrator and the courses they serve',
        querystring: langQuery,
        response: { 200: staffMe, ...errors },
      },
    },
    async (request) => viewMe(app, request),
  );

  app.get(
    STAFF_TEAM_ROUTES.courses,
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: 'An administrator: every course of the school; an expert: the courses assigned to them',
        querystring: langQuery,
        response: { 200: staffCourseList, ...errors },
      },
    },
    async (request) => listCourses(app, request),
  );

  app.get(
    STAFF_TEAM_ROUTES.members,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'The team: experts and administrators with their courses, and the open invitations',
        querystring: langQuery,
        response: { 200: staffTeam, ...errors },
      },
    },
    async (request) => viewTeam(app, request),
  );

  app.post(
    STAFF_TEAM_ROUTES.invites,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Invites an expert or an administrator by e-mail, with the courses to assign; answers whether it was mailed, and the link',
        querystring: langQuery,
        body: staffInviteBody,
        response: { 201: staffInviteCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvite(app, request, request.body, inviteOptions)),
  );

  app.get(
    STAFF_TEAM_ROUTES.mail,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Whether this server sends mail (SMTP_URL), or only writes it to its outbox',
        querystring: langQuery,
        response: { 200: staffMailStatus, ...errors },
      },
    },
    async () => mailStatus(app),
  );

  app.put(
    STAFF_TEAM_ROUTES.memberCourses,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "Sets the member's courses (the whole set)",
        params: staffMemberParams,
        querystring: langQuery,
        body: staffCoursesBody,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => assignCourses(app, request, request.params.id, request.body.course_ids),
  );

  app.put(
    STAFF_TEAM_ROUTES.memberRole,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "Changes the member's role; the school's last administrator stays one (409)",
        params: staffMemberParams,
        querystring: langQuery,
        body: staffRoleBody,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => changeRole(app, request, request.params.id, request.body.role),
  );

  app.delete(
    STAFF_TEAM_ROUTES.member,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Takes staff access away: the account stays, as a learner; not the last administrator (409)',
        params: staffMemberParams,
        querystring: langQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    STAFF_TEAM_ROUTES.inviteWithdraw,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Withdraws an open invitation: its link stops working',
        params: staffInviteIdParams,
        querystring: langQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawInvite(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    STAFF_TEAM_ROUTES.invite,
    {
      schema: {
        tags,
        summary: 'An invitation by its mailed token: valid, used or expired; the school and the e-mail',
        params: staffInviteParams,
        querystring: langQuery,
        response: { 200: staffInviteInfo, 404: httpError, 422: validationErrorList },
      },
    },
    async (request) => viewInvite(app, request, request.params.token),
  );

  app.post(
    STAFF_TEAM_ROUTES.inviteAccept,
    {
      config: { authStyle: true },
      schema: {
        tags,
        summary: 'Accepts an invitation: a new account (name, password) or the password of the existing one',
        params: staffInviteParams,
        querystring: langQuery,
        body: staffAcceptBody,
        response: {
          200: loginResponse,
          404: httpError,
          410: httpError,
          422: loginResponse,
          429: httpError,
          503: httpError,
        },
      },
    },
    async (request) => {
      const { token, user } = await acceptInvite(
        app,
        request,
        request.params.token,
        request.body,
        inviteOptions,
      );
      app.forgetCachedSessions(user.id);
      return signedIn(app.db, token, user);
    },
  );
};
