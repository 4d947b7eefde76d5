import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { brands, courses, domains, projects, userCourseStreams, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { type DemoSchool, demoLanguages, demoSchools } from './schools.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function seedSchool(tx: Db, school: DemoSchool, extraHosts: string[]) {
  const [project] = await tx.insert(projects).values(school.project).returning();
  const projectId = project!.id;
  const [brand] = await tx
    .insert(brands)
    .values({ projectId, ...school.brand })
    .returning();
  for (const host of [school.domain.host, ...extraHosts]) {
    await tx.insert(domains).values({
      projectId,
      brandId: brand!.id,
      ...school.domain,
      host,
      languages: demoLanguages,
    });
  }
  const [learner] = await tx
    .insert(users)
    .values({
      projectId,
      email: school.learner.email,
      passwordHash: await hashPassword(school.learner.password),
      name: school.learner.name,
      lastName: school.learner.lastName,
      languageCode: school.domain.defaultLanguage,
      timezone: 'Europe/Moscow',
    })
    .returning();
  const now = Date.now();
  // One stream per course, in different states, so the courses page has something to show.
  const states = [
    { status: 'open' as const, start: now - 5 * DAY_MS, end: now + 60 * DAY_MS, done: 4 },
    { status: 'not-started' as const, start: now + 3 * DAY_MS, end: now + 40 * DAY_MS, done: 0 },
  ];
  for (const [i, c] of school.courses.entries()) {
    const [course] = await tx
      .insert(courses)
      .values({ projectId, title: c.title, shortTitle: c.shortTitle })
      .returning();
    const state = states[i % states.length]!;
    await tx.insert(userCourseStreams).values({
      projectId,
      userId: learner!.id,
      courseId: course!.id,
      status: state.status,
      startDate: new Date(state.start),
      endDate: new Date(state.end),
      daysCount: c.days,
      completeDaysCount: state.done,
    });
  }
}

/**
 * Seeds the demo schools on first start only: an installation that already has
 * a project is left as it is, so a second start never seeds twice.
 */
export async function seedDemo(db: Db, opts: { publicHost?: string } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL server: one seeds, the other waits and skips.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const existing = await tx.select({ id: projects.id }).from(projects).limit(1);
    if (existing.length > 0) return false;
    for (const [i, school] of demoSchools.entries()) {
      const extra =
        i === 0 && opts.publicHost && opts.publicHost !== school.domain.host ? [opts.publicHost] : [];
      await seedSchool(tx as unknown as Db, school, extra);
    }
    return true;
  });
}
