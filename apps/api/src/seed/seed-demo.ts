import { LANGUAGE_CODES } from '@cp/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { brands, domains, projects, users } from '../db/schema/index.js';
import type { ObjectStore } from '../lib/object-store/object-store.js';
import { objectsOfDb } from '../lib/object-store/objects-of-db.js';
import { hashPassword } from '../lib/password.js';
import { type DemoSchool, demoLanguages, demoSchools } from './schools.js';
import { seedFacefitAccountArea, seedMindfulAccountArea } from './seed-account-area.js';
import { seedChat } from './seed-chat.js';
import { seedHomework } from './seed-homework.js';
import { seedFacefitLearning, seedGateLearner, seedMindfulLearning } from './seed-learning.js';
import { seedOnboardingChat } from './seed-onboarding-chat.js';
import { seedPayments } from './seed-payments.js';
import { seedReferralMoney } from './seed-referral-money.js';
import { seedReferrals } from './seed-referrals.js';
import { seedAdmin } from './seed-staff.js';
import { seedStatisticsLearner } from './seed-statistics.js';
import { seedSupportRequests } from './seed-support-requests.js';
import { seedTrainingOptions } from './seed-training-options.js';
import { seedVideoConsultations } from './seed-video-consultations.js';

async function seedSchool(tx: Db, school: DemoSchool, extraHosts: string[], objects: ObjectStore | null) {
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
      languageCode: LANGUAGE_CODES[school.domain.defaultLanguage],
      timezone: demoTimeZone(school),
    })
    .returning();
  const learning =
    school.project.name === demoSchools[0]!.project.name ? seedMindfulLearning : seedFacefitLearning;
  await learning(tx, projectId, learner!.id);
  await (learning === seedMindfulLearning
    ? seedMindfulAccountArea(tx, projectId, learner!.id)
    : seedFacefitAccountArea(tx, projectId));
  await tx.insert(users).values({
    projectId,
    email: school.incomplete.email,
    passwordHash: learner!.passwordHash,
    languageCode: LANGUAGE_CODES[school.domain.defaultLanguage],
    timezone: demoTimeZone(school),
    isRequireUpdateProfile: true,
  });
  if (school.newcomer) {
    // A learner without streams: the app's demo-order step (spec 01 §4) runs for them.
    await tx.insert(users).values({
      projectId,
      email: school.newcomer.email,
      passwordHash: learner!.passwordHash,
      name: school.newcomer.name,
      languageCode: LANGUAGE_CODES[school.domain.defaultLanguage],
      timezone: demoTimeZone(school),
    });
  }
  if (school.gate) {
    const [gate] = await tx
      .insert(users)
      .values({
        projectId,
        email: school.gate.email,
        passwordHash: learner!.passwordHash,
        name: school.gate.name,
        languageCode: LANGUAGE_CODES[school.domain.defaultLanguage],
        timezone: demoTimeZone(school),
      })
      .returning();
    await seedGateLearner(tx, projectId, gate!.id);
  }
  // Issue 15: a learner with a course of training options to choose (decision 093).
  if (learning === seedMindfulLearning) await seedTrainingOptions(tx, projectId, learner!.passwordHash);
  // Issue 15: a learner with weeks of history for the statistics screen (decision 089).
  await seedStatisticsLearner(tx, projectId, learner!);
  // Issue 15: registration by chat on a host of its own (decision 088).
  await seedOnboardingChat(tx, school, brand!.id);
  // Issue 9 "Demo": an expert with chats and history, so both sides of a chat can be tried at once.
  await seedChat(tx, projectId, { lang: school.domain.defaultLanguage });
  await seedAdmin(tx, projectId);
  // Issue 9: video consultations to order on every demo course, and one in the History tab.
  await seedVideoConsultations(tx, projectId);
  // Issue 10: hand-ins by other learners waiting on the expert's homework desk, two of them overdue.
  await seedHomework(tx, projectId, { lang: school.domain.defaultLanguage, objects });
  // Issue 11: test-mode payments, the catalogue, codes and a subscription of the demo learner.
  await seedPayments(tx, projectId, learner!.id, school.domain.defaultLanguage);
  // Issue 15: the referral programme, points cashback in one school and money in the other (decision 090).
  await seedReferrals(tx, projectId, learner!, learning === seedMindfulLearning ? 'points' : 'money');
  // Issue 15: the demo learner's invitees with discounted first orders and cashback (decision 091).
  await seedReferralMoney(tx, projectId, learner!, school.domain.defaultLanguage);
  // Issue 13: requests waiting in the console's support inbox.
  await seedSupportRequests(tx, projectId, learner!.id, school.domain.defaultLanguage);
}

/**
 * The demo staff printed at start (issue 9): `seedChat` and `seedAdmin` name them `expert@` and
 * `admin@` the domain of the school's first learner, which is the demo learner.
 */
export function demoStaff(school: DemoSchool): { expert: string; admin: string } {
  const domain = school.learner.email.split('@')[1];
  return { expert: `expert@${domain}`, admin: `admin@${domain}` };
}

/** The demo learners live where their school's language is spoken (a Russian school in Moscow). */
function demoTimeZone(school: DemoSchool): string {
  return school.domain.defaultLanguage === 'ru' ? 'Europe/Moscow' : 'Europe/London';
}

/**
 * Seeds the demo schools on first start only: an installation that already has
 * a project is left as it is, so a second start never seeds twice.
 */
export async function seedDemo(db: Db, opts: { publicHost?: string } = {}): Promise<boolean> {
  // The app's file store (set when the app was built), for the demo hand-ins' photos.
  const objects = objectsOfDb(db);
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL server: one seeds, the other waits and skips.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const existing = await tx.select({ id: projects.id }).from(projects).limit(1);
    if (existing.length > 0) return false;
    for (const [i, school] of demoSchools.entries()) {
      const extra =
        i === 0 && opts.publicHost && opts.publicHost !== school.domain.host ? [opts.publicHost] : [];
      await seedSchool(tx as unknown as Db, school, extra, objects);
    }
    return true;
  });
}
