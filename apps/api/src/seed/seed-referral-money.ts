import { LANGUAGE_CODES } from '@cp/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  courseServices,
  discountCredits,
  orders,
  projects,
  referralCashbacks,
  referralRules,
  referrals,
  userScores,
  users,
} from '../db/schema/index.js';
import { insertStream, minorPerMajor } from '../modules/payments/index.js';
import { CASHBACK_REASON, cashbackAmount } from '../modules/referral/index.js';

const DAY_MS = 86_400_000;

/** Invited learners of the demo learner and what became of their first order. */
const INVITEES = [
  { key: 'ref-credited', name: { ru: 'Мария', en: 'Mary', es: 'María' }, paidDaysAgo: 20, refunded: false },
  { key: 'ref-pending', name: { ru: 'Павел', en: 'Paul', es: 'Pablo' }, paidDaysAgo: 3, refunded: false },
  { key: 'ref-refunded', name: { ru: 'Олег', en: 'Oliver', es: 'Óscar' }, paidDaysAgo: 5, refunded: true },
] as const;

/**
 * Referral money to look at on `npm start` (issue 15; decision 091): the programme on (points
 * cashback, unless the school's rules were seeded already), and three learners the demo learner
 * invited, each with a paid first order at the invitee's discount: one whose cashback is
 * credited (points in the demo learner's history), one still in its hold, one refunded by the
 * administrator (cashback reversed). Runs after `seedPayments` (it needs the services); once.
 */
export async function seedReferralMoney(
  tx: Db,
  projectId: number,
  referrer: { id: number; email: string | null; passwordHash: string | null },
  lang: 'ru' | 'en' | 'es',
  adminId: number | null = null,
) {
  await tx
    .insert(referralRules)
    .values({ projectId, enabled: true, cashbackMode: 'points', cashbackPercent: 10, discountPercent: 10 })
    .onConflictDoNothing();
  const [rules] = await tx.select().from(referralRules).where(eq(referralRules.projectId, projectId));
  const [service] = await tx
    .select()
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.type, 'course_buy')))
    // The full course (the dearest purchase), so the demo's cashback is a figure worth reading.
    .orderBy(desc(courseServices.price), asc(courseServices.id))
    .limit(1);
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
  if (!rules || !service || !project || !referrer.email) return;
  const domain = referrer.email.split('@')[1];
  for (const who of INVITEES) {
    const email = `${who.key}@${domain}`;
    const [invitee] = await tx
      .insert(users)
      .values({
        projectId,
        email,
        passwordHash: referrer.passwordHash,
        name: who.name[lang],
        languageCode: LANGUAGE_CODES[lang],
      })
      .onConflictDoNothing()
      .returning();
    if (!invitee) continue;
    const [invitation] = await tx
      .insert(referrals)
      .values({ projectId, referrerId: referrer.id, inviteeId: invitee.id })
      .returning();
    const paidAt = new Date(Date.now() - who.paidDaysAgo * DAY_MS);
    const off = Math.floor((service.price * rules.discountPercent) / 100);
    const [order] = await tx
      .insert(orders)
      .values({
        projectId,
        userId: invitee.id,
        courseServiceId: service.id,
        kind: 'buy',
        status: who.refunded ? 'refunded' : 'paid',
        provider: 'test',
        price: service.price,
        referralDiscount: off,
        amount: service.price - off,
        currency: project.currency,
        contactEmail: email,
        createdAt: paidAt,
        paidAt,
        refundedAt: who.refunded ? new Date(paidAt.getTime() + DAY_MS) : null,
        refundedBy: who.refunded ? adminId : null,
      })
      .returning();
    // A paid order gave its course, as a real one does: the invitee finds it under My courses.
    // (The refunded one took it back.)
    if (!who.refunded && service.courseId !== null) {
      const stream = await insertStream(tx, {
        projectId,
        userId: invitee.id,
        courseId: service.courseId,
        end: `${Math.max(1, service.durationDays - who.paidDaysAgo)} days`,
      });
      await tx.update(orders).set({ userCourseStreamId: stream.id }).where(eq(orders.id, order!.id));
    }
    const amount = cashbackAmount(rules.cashbackMode, order!.amount, rules.cashbackPercent, project.currency);
    if (amount <= 0) continue;
    const availableAt = new Date(paidAt.getTime() + rules.holdDays * DAY_MS);
    const credited = !who.refunded && availableAt.getTime() <= Date.now();
    let userScoreId: number | null = null;
    let discountCreditId: number | null = null;
    if (credited && rules.cashbackMode === 'points') {
      const [score] = await tx
        .insert(userScores)
        .values({ projectId, userId: referrer.id, amount, reason: CASHBACK_REASON, createdAt: availableAt })
        .returning({ id: userScores.id });
      userScoreId = score!.id;
    } else if (credited) {
      const [made] = await tx
        .insert(discountCredits)
        .values({
          projectId,
          userId: referrer.id,
          points: 0,
          amount: amount / minorPerMajor(project.currency),
          source: 'referral',
          createdAt: availableAt,
        })
        .returning({ id: discountCredits.id });
      discountCreditId = made!.id;
    }
    await tx.insert(referralCashbacks).values({
      projectId,
      referralId: invitation!.id,
      referrerId: referrer.id,
      orderId: order!.id,
      mode: rules.cashbackMode,
      amount,
      status: who.refunded ? 'reversed' : credited ? 'credited' : 'pending',
      availableAt,
      creditedAt: credited ? availableAt : null,
      reversedAt: who.refunded ? new Date(paidAt.getTime() + DAY_MS) : null,
      userScoreId,
      discountCreditId,
      createdAt: paidAt,
    });
  }
}
