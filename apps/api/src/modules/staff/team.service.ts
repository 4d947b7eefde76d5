import type { StaffCourse, StaffMember, StaffRole, StaffTeam } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { auditActor, changedValues, personName, recordAudit } from '../audit/index.js';
import { presentInvite, presentMember } from './staff.presenter.js';
import {
  coursesOfMembers,
  courseTitles,
  existingCourseIds,
  findMember,
  lockAdmins,
  pendingInvites,
  replaceCourses,
  type StaffUserRow,
  schoolCourses,
  setRole,
  teamMembers,
} from './staff.repository.js';

const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

async function coursesByMember(app: FastifyInstance, projectId: number, members: StaffUserRow[]) {
  const rows = await coursesOfMembers(
    app.db,
    projectId,
    members.map((m) => m.id),
  );
  const byMember = new Map<number, StaffCourse[]>();
  for (const { userId, id, title } of rows) {
    byMember.set(userId, [...(byMember.get(userId) ?? []), { id, title }]);
  }
  return byMember;
}

async function presentOne(app: FastifyInstance, projectId: number, member: StaffUserRow) {
  return presentMember(member, (await coursesByMember(app, projectId, [member])).get(member.id) ?? []);
}

/** GET /staff/me: the signed-in member and the courses they serve (their `course_experts`). */
export async function viewMe(app: FastifyInstance, request: FastifyRequest): Promise<StaffMember> {
  return presentOne(app, request.tenant.project.id, request.user as StaffUserRow);
}

/** GET /staff/courses: an administrator sees every course of the school, an expert theirs. */
export async function listCourses(app: FastifyInstance, request: FastifyRequest): Promise<StaffCourse[]> {
  const projectId = request.tenant.project.id;
  if (request.user.role === 'admin') return schoolCourses(app.db, projectId);
  return (await coursesOfMembers(app.db, projectId, [request.user.id])).map(({ id, title }) => ({
    id,
    title,
  }));
}

/** GET /staff/members: the team with their courses, and the invitations still open. */
export async function viewTeam(app: FastifyInstance, request: FastifyRequest): Promise<StaffTeam> {
  const projectId = request.tenant.project.id;
  const members = await teamMembers(app.db, projectId);
  const byMember = await coursesByMember(app, projectId, members);
  const titles = new Map((await schoolCourses(app.db, projectId)).map((c) => [c.id, c.title]));
  const invites = await pendingInvites(app.db, projectId, new Date());
  return {
    members: members.map((m) => presentMember(m, byMember.get(m.id) ?? [])),
    invites: invites.map((i) => presentInvite(i, titles)),
  };
}

/** Every id must be a course of this school: another school's course is 404, nothing changes. */
export async function requireCourses(app: FastifyInstance, request: FastifyRequest, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await existingCourseIds(app.db, request.tenant.project.id, unique);
  if (found.length !== unique.length) throw notFound(request);
  return unique;
}

/** PUT /staff/members/{id}/courses: exactly these courses from now on. */
export async function assignCourses(
  app: FastifyInstance,
  request: FastifyRequest,
  memberId: number,
  courseIds: number[],
): Promise<StaffMember> {
  const projectId = request.tenant.project.id;
  const ids = await requireCourses(app, request, courseIds);
  const member = await app.db.transaction(async (tx) => {
    const found = await findMember(tx, projectId, memberId, true);
    if (!found) throw notFound(request);
    const before = (await coursesOfMembers(tx, projectId, [found.id])).map((c) => c.title);
    await replaceCourses(tx, projectId, found.id, ids);
    const changes = changedValues({ courses: before }, { courses: await courseTitles(tx, projectId, ids) });
    if (changes.courses) {
      await recordAudit(tx, auditActor(request), {
        action: 'member.courses',
        targetType: 'member',
        targetId: found.id,
        details: { subject: personName(found), ...changes },
      });
    }
    return found;
  });
  return presentOne(app, projectId, member);
}

/**
 * Changes a member's role or takes their staff access away (`role` null: back to a learner,
 * their courses unassigned). The school's last administrator can be neither demoted nor
 * removed (issue 9): the administrators are locked first, so two such changes at once see
 * each other.
 */
async function changeAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  memberId: number,
  role: StaffRole | null,
): Promise<StaffUserRow> {
  const projectId = request.tenant.project.id;
  const member = await app.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx, projectId);
    const found = await findMember(tx, projectId, memberId, true);
    if (!found) throw notFound(request);
    if (found.role === 'admin' && role !== 'admin' && admins.length <= 1) {
      throw new ApiError(409, message('staffLastAdmin', request.lang));
    }
    await setRole(tx, found.id, role ?? 'learner');
    if (role === null) {
      const courses = (await coursesOfMembers(tx, projectId, [found.id])).map((c) => c.title);
      await replaceCourses(tx, projectId, found.id, []);
      await recordAudit(tx, auditActor(request), {
        action: 'member.remove',
        targetType: 'member',
        targetId: found.id,
        details: { subject: personName(found), role: found.role, ...(courses.length ? { courses } : {}) },
      });
    } else if (role !== found.role) {
      await recordAudit(tx, auditActor(request), {
        action: 'member.role',
        targetType: 'member',
        targetId: found.id,
        details: { subject: personName(found), role: { from: found.role, to: role } },
      });
    }
    return { ...found, role: role ?? found.role };
  });
  // The session cache holds the old role; other processes learn it from the users trigger (decision 004).
  app.forgetCachedSessions(member.id);
  return member;
}

/** PUT /staff/members/{id}/role. */
export async function changeRole(
  app: FastifyInstance,
  request: FastifyRequest,
  memberId: number,
  role: StaffRole,
): Promise<StaffMember> {
  const member = await changeAccess(app, request, memberId, role);
  return presentOne(app, request.tenant.project.id, member);
}

/**
 * DELETE /staff/members/{id}: the account stays, as a learner (decision 053): the same
 * account may be a learner of the school, and the chats keep their author.
 */
export async function removeMember(app: FastifyInstance, request: FastifyRequest, memberId: number) {
  await changeAccess(app, request, memberId, null);
}
