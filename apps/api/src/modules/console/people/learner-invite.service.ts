import {
  type ConsoleStream,
  LANGUAGE_CODES,
  type LearnerInviteBody,
  type LearnerInvited,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { isUniqueViolation } from '../../auth/index.js';
import {
  type InvitationLink,
  type InviteOptions,
  invitationLinksInTx,
  languageOfCode,
  learnerAppUrl,
  mailInvitation,
  schoolLanguage,
} from './learner-invite.mail.js';
import { insertLearner, streamsCountOf, usersByEmail } from './learner-invite.repository.js';
import { notFound } from './learners.service.js';
import { presentLearnerRow } from './people.presenter.js';
import { type LearnerRow, schoolCourse } from './people.repository.js';
import { enrolDates, enrolInTx } from './people-streams.service.js';

/**
 * POST /staff/learners/invite (issue 28 point 7, decision 115): the school's learner with this
 * e-mail, or a new account without a password; optionally a stream of a course by the rules of an
 * enrolment; the invitation's link; all in one transaction with its audit lines. The mail goes
 * after the commit, and the answer says what became of it, with the link (decision 111). A staff
 * member's address or a blocked learner is 409 and changes nothing.
 */
export async function inviteLearner(
  app: FastifyInstance,
  request: FastifyRequest,
  body: LearnerInviteBody,
  opts: InviteOptions,
): Promise<LearnerInvited> {
  const projectId = request.tenant.project.id;
  const dates = body.enrol ? enrolDates(body.enrol) : null;
  if (dates && dates.end <= dates.start) {
    throw fieldError('enrol.end_date', message('peopleEndBeforeStart', request.lang));
  }
  const appUrl = learnerAppUrl(request, opts);
  let done: { user: LearnerRow; created: boolean; stream: ConsoleStream | null; invitation: InvitationLink };
  try {
    done = await app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      // The account's lock serialises this with an enrolment or another invitation of the same learner.
      const [found] = await usersByEmail(tx, projectId, [body.email], true);
      if (found && found.role !== 'learner')
        throw new ApiError(409, message('peopleInviteStaff', request.lang));
      if (found?.blockedAt) throw new ApiError(409, message('peopleInviteBlocked', request.lang));
      const user =
        found ??
        (await insertLearner(tx, {
          projectId,
          email: body.email,
          name: body.name || null,
          lastName: body.last_name || null,
          languageCode: LANGUAGE_CODES[body.language ?? schoolLanguage(request)],
        }));
      let stream: ConsoleStream | null = null;
      if (body.enrol && dates) {
        const course = await schoolCourse(tx, projectId, body.enrol.course_id);
        if (!course) throw notFound(request);
        stream = await enrolInTx(tx, request, user.id, course, dates, Boolean(found));
      }
      const [invitation] = await invitationLinksInTx(tx, projectId, [user], appUrl);
      await recordAudit(tx, auditActor(request), {
        action: 'user.invite',
        targetType: 'user',
        targetId: user.id,
        details: {
          email: user.email,
          created: !found,
          ...(stream ? { course_id: stream.course_id, course_title: stream.course_title } : {}),
        },
      });
      return { user, created: !found, stream, invitation: invitation! };
    });
  } catch (err) {
    // Someone signed up with this address meanwhile: inviting again finds their account.
    if (isUniqueViolation(err)) throw new ApiError(409, message('peopleInviteRace', request.lang));
    throw err;
  }
  const { user, created, stream, invitation } = done;
  if (stream) app.learning.streamChanged({ id: stream.id, userId: user.id });
  const mail = await mailInvitation(app, request, opts, {
    ...invitation,
    to: body.email,
    lang: body.language ?? languageOfCode(user.languageCode) ?? schoolLanguage(request),
    courseTitle: stream?.course_title ?? null,
  });
  return {
    learner: presentLearnerRow(user, await streamsCountOf(app.db, projectId, user.id)),
    created,
    stream,
    mail,
    link: invitation.link,
    link_signs_in: invitation.signsIn,
  };
}
