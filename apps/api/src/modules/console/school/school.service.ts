import { type ConsoleSchool, canonicalTimeZone, type Language, type SchoolUpdateBody } from '@cp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { projects, videoConsultationOffers } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/field-error.js';
import { type AuditActor, recordAudit } from '../../audit/index.js';
import { videoMessage } from '../../video-consultations/video-consultations.messages.js';

/** `GET /staff/school`: read from the table, never from the host's cached tenant (it may be older). */
export async function viewSchool(db: Db, projectId: number): Promise<ConsoleSchool> {
  const [school] = await db
    .select({ name: projects.name, timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, projectId));
  return { name: school!.name, time_zone: school!.timeZone };
}

/**
 * `PUT /staff/school`: the school's time zone (issue 28, decision 114). The offers' schedules
 * follow it in the same transaction: their times are the school's wall clock, so "10:00" stays
 * 10:00 in the new zone; orders already made keep their instants (decision 055). An unknown zone
 * is 422 on `time_zone` and changes nothing. The school's row changes in the school's change, which
 * forgets this process's cached schools when it commits (decision 133).
 */
export async function updateSchool(
  app: FastifyInstance,
  actor: AuditActor,
  body: SchoolUpdateBody,
  lang: Language,
): Promise<ConsoleSchool> {
  const zone = canonicalTimeZone(body.time_zone);
  if (!zone) throw fieldError('time_zone', videoMessage('timeZoneUnknown', lang));
  await app.tenants.change(async (tx) => {
    const t: Db = tx;
    const [before] = await t
      .select({ timeZone: projects.timeZone })
      .from(projects)
      .where(eq(projects.id, actor.projectId))
      .for('update');
    if (before!.timeZone === zone) return;
    await t.update(projects).set({ timeZone: zone }).where(eq(projects.id, actor.projectId));
    await t
      .update(videoConsultationOffers)
      .set({ timeZone: zone })
      .where(eq(videoConsultationOffers.projectId, actor.projectId));
    await recordAudit(t, actor, {
      action: 'school.update',
      targetType: 'school',
      targetId: actor.projectId,
      details: { time_zone: { before: before!.timeZone, after: zone } },
    });
  });
  return viewSchool(app.db, actor.projectId);
}
