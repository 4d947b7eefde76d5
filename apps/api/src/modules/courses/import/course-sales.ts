import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseOffers, courseServices, discountCodes, orders } from '../../../db/schema/index.js';
import type { CourseManifest } from './course-manifest.js';
import { ManifestError } from './manifest-error.js';

interface Ctx {
  db: Db;
  projectId: number;
  courseId: number;
}

/**
 * The course's services, offers and discount codes from its manifest (decision 064), in the
 * import's transaction. Money rules win over "the manifest is the whole list": a service that
 * has orders is deactivated, never deleted; a code already used is kept; `used_count` is the
 * orders' and never written here.
 */
export async function writeSales(ctx: Ctx, m: CourseManifest) {
  if (m.services === undefined) return;
  const serviceIds = await writeServices(ctx, m.services);
  if (m.offers !== undefined) await writeOffers(ctx, m.offers, serviceIds);
  if (m.discount_codes !== undefined) await writeCodes(ctx, m.discount_codes, serviceIds);
}

async function writeServices(ctx: Ctx, list: NonNullable<CourseManifest['services']>) {
  const { db, projectId, courseId } = ctx;
  const current = await db
    .select({ id: courseServices.id, title: courseServices.title })
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.courseId, courseId)));
  const byTitle = new Map(current.map((s) => [s.title, s.id]));
  const ids = new Map<string, number>();
  for (const s of list) {
    const subscription = s.type === 'course_subscription';
    const values = {
      type: s.type,
      title: s.title,
      description: s.description ?? null,
      durationDays: s.duration_days,
      price: s.price,
      interval: subscription ? (s.interval ?? null) : null,
      period: subscription ? (s.period ?? null) : null,
      questionsCount: s.type === 'expert_additional_question' ? (s.questions_count ?? null) : null,
      appstoreProductCode: s.appstore_product_code ?? null,
      isActive: s.active,
      updatedAt: new Date(),
    };
    const existing = byTitle.get(s.title);
    if (existing !== undefined) {
      await db.update(courseServices).set(values).where(eq(courseServices.id, existing));
      ids.set(s.title, existing);
    } else {
      const [row] = await db
        .insert(courseServices)
        .values({ projectId, courseId, ...values })
        .returning({ id: courseServices.id });
      ids.set(s.title, row!.id);
    }
  }
  const gone = current.filter((s) => !ids.has(s.title)).map((s) => s.id);
  if (gone.length > 0) {
    const ordered = await db
      .selectDistinct({ id: orders.courseServiceId })
      .from(orders)
      .where(inArray(orders.courseServiceId, gone));
    const keep = ordered.map((o) => o.id);
    // Orders say what was bought: those services stay, off sale; the rest go (with their offers and codes).
    if (keep.length > 0) {
      await db
        .update(courseServices)
        .set({ isActive: false, updatedAt: new Date() })
        .where(inArray(courseServices.id, keep));
    }
    const drop = gone.filter((id) => !keep.includes(id));
    if (drop.length > 0) await db.delete(courseServices).where(inArray(courseServices.id, drop));
  }
  return ids;
}

async function writeOffers(
  ctx: Ctx,
  list: NonNullable<CourseManifest['offers']>,
  serviceIds: Map<string, number>,
) {
  const { db, projectId, courseId } = ctx;
  const current = await db
    .select({ id: courseOffers.id, title: courseOffers.title })
    .from(courseOffers)
    .where(and(eq(courseOffers.projectId, projectId), eq(courseOffers.courseId, courseId)));
  const byTitle = new Map(current.map((o) => [o.title, o.id]));
  const kept: number[] = [];
  for (const o of list) {
    const values = {
      courseServiceId: serviceIds.get(o.service)!,
      relationTypeId: o.relation_type,
      type: o.type,
      title: o.title,
      description: o.description ?? null,
      sort: o.sort,
    };
    const existing = byTitle.get(o.title);
    if (existing !== undefined) {
      await db.update(courseOffers).set(values).where(eq(courseOffers.id, existing));
      kept.push(existing);
    } else {
      const [row] = await db
        .insert(courseOffers)
        .values({ projectId, courseId, ...values })
        .returning({ id: courseOffers.id });
      kept.push(row!.id);
    }
  }
  await db
    .delete(courseOffers)
    .where(
      and(
        eq(courseOffers.courseId, courseId),
        kept.length > 0 ? notInArray(courseOffers.id, kept) : undefined,
      ),
    );
}

async function writeCodes(
  ctx: Ctx,
  list: NonNullable<CourseManifest['discount_codes']>,
  serviceIds: Map<string, number>,
) {
  const { db, projectId, courseId } = ctx;
  // Every service of the course, the deactivated ones too: their codes are this course's.
  const courseServiceIds = (
    await db
      .select({ id: courseServices.id })
      .from(courseServices)
      .where(eq(courseServices.courseId, courseId))
  ).map((s) => s.id);
  const problems: string[] = [];
  const kept: number[] = [];
  for (const [i, c] of list.entries()) {
    const [existing] = await db
      .select()
      .from(discountCodes)
      .where(
        and(eq(discountCodes.projectId, projectId), sql`lower(${discountCodes.code}) = lower(${c.code})`),
      )
      .for('update');
    const values = {
      code: c.code,
      courseServiceId: serviceIds.get(c.service)!,
      kind: c.kind,
      value: c.value,
      expiresAt: c.expires_at ? new Date(c.expires_at) : null,
      usageLimit: c.usage_limit ?? null,
    };
    if (!existing) {
      const [row] = await db
        .insert(discountCodes)
        .values({ projectId, ...values })
        .returning({ id: discountCodes.id });
      kept.push(row!.id);
      continue;
    }
    if (!courseServiceIds.includes(existing.courseServiceId)) {
      problems.push(`discount_codes.${i}.code: "${c.code}" is a code of another course of the school`);
    } else if (values.usageLimit !== null && values.usageLimit < existing.usedCount) {
      problems.push(
        `discount_codes.${i}.usage_limit: "${c.code}" has been used ${existing.usedCount} times already`,
      );
    } else {
      await db.update(discountCodes).set(values).where(eq(discountCodes.id, existing.id));
      kept.push(existing.id);
    }
  }
  // The transaction rolls back: nothing of this import is written.
  if (problems.length > 0) throw new ManifestError(problems);
  // Codes of this course no longer listed: unused ones go, used ones stay (their orders name them).
  if (courseServiceIds.length === 0) return;
  await db
    .delete(discountCodes)
    .where(
      and(
        inArray(discountCodes.courseServiceId, courseServiceIds),
        kept.length > 0 ? notInArray(discountCodes.id, kept) : undefined,
        eq(discountCodes.usedCount, 0),
        sql`not exists (select 1 from ${orders} where ${orders.discountCodeId} = ${discountCodes.id})`,
      ),
    );
}
