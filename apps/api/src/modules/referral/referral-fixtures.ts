import type { ReferralRules } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { courseServices, orders, referralCashbacks, referralRules } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import type { TestApp } from '../../test/test-app.js';

/** A school with an administrator, an expert and two learners (Anna and Boris), all signed in. */
export async function referralSchool(t: TestApp, host: string) {
  const { project } = await addSchool(t.db, host, { isRegistrationEnable: true, isUserAnonAuthEnable: true });
  const admin = await addUser(t.db, project.id, `admin@${host}`, 'secret-pass', {
    role: 'admin',
    name: 'Ada',
  });
  const expert = await addUser(t.db, project.id, `expert@${host}`, 'secret-pass', { role: 'expert' });
  const anna = await addUser(t.db, project.id, `anna.k@${host}`, 'secret-pass', {
    name: 'Anna',
    lastName: 'karenina',
  });
  const boris = await addUser(t.db, project.id, `boris@${host}`, 'secret-pass', { name: 'Boris' });
  const [service] = await t.db
    .insert(courseServices)
    .values({ projectId: project.id, type: 'expert_additional_question', title: 'Question', price: 1000 })
    .returning();
  return {
    host,
    projectId: project.id,
    serviceId: service!.id,
    admin: { ...admin, token: await signIn(t.call, host, admin.email!, 'secret-pass', 'mobile') },
    expert: { ...expert, token: await signIn(t.call, host, expert.email!, 'secret-pass', 'mobile') },
    anna: { ...anna, token: await signIn(t.call, host, anna.email!) },
    boris: { ...boris, token: await signIn(t.call, host, boris.email!) },
  };
}
export type ReferralSchool = Awaited<ReturnType<typeof referralSchool>>;

/** Turns the programme on (or sets other rules) straight in the table. */
export async function setRules(db: Db, projectId: number, rules: Partial<ReferralRules> = {}) {
  const values = {
    projectId,
    enabled: rules.enabled ?? true,
    cashbackMode: rules.cashback_mode ?? 'points',
    cashbackPercent: rules.cashback_percent ?? 10,
    discountPercent: rules.discount_percent ?? 15,
    holdDays: rules.hold_days ?? 14,
    monthlyInviteeLimit: rules.monthly_invitee_limit ?? null,
  };
  await db
    .insert(referralRules)
    .values(values)
    .onConflictDoUpdate({ target: referralRules.projectId, set: values });
}

/** An order of the learner in the given status (a paid one counts among `referral_orders`). */
export async function addOrder(
  db: Db,
  s: { projectId: number; serviceId: number },
  userId: number,
  status: 'paid' | 'refunded' | 'created' = 'paid',
) {
  const [order] = await db
    .insert(orders)
    .values({
      projectId: s.projectId,
      userId,
      courseServiceId: s.serviceId,
      status,
      price: 1000,
      amount: 1000,
      paidAt: status === 'created' ? null : new Date(),
      refundedAt: status === 'refunded' ? new Date() : null,
    })
    .returning();
  return order!;
}

/** A cashback row as the payments would make it when an invitee's order is paid. */
export async function addCashback(
  db: Db,
  values: { projectId: number; referralId: number; referrerId: number; orderId: number },
  amount: number,
  status: 'pending' | 'credited' | 'reversed',
  mode: 'points' | 'money' = 'points',
) {
  const future = new Date(Date.now() + 14 * 86_400_000);
  await db.insert(referralCashbacks).values({ ...values, amount, status, mode, availableAt: future });
}

/** The visitor cookie an answer set, as the next request's Cookie header. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('cp_visitor='));
  if (!raw) throw new Error('no visitor cookie set');
  return String(raw).split(';')[0]!;
}
