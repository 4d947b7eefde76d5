import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userCourseStreams, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { DEMO_PASSWORD } from './schools.js';

export interface SeededAdmin {
  email: string;
  password: string;
}

/**
 * The demo school's administrator (issue 9 "Staff accounts and roles"): `admin@` the demo
 * learners' domain (found as `seedChat` finds it: the learner of the school's first stream,
 * else its first learner), password `demo1234`. Runs once: an existing account is left as it
 * is. Answers the account to print at start.
 */
export async function seedAdmin(db: Db, projectId: number): Promise<SeededAdmin> {
  const account = { email: `admin@${await learnersDomain(db, projectId)}`, password: DEMO_PASSWORD };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, account.email)));
  if (existing) return account;
  await db.insert(users).values({
    projectId,
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: 'admin',
    name: 'Alex',
    lastName: 'Admin',
  });
  return account;
}

async function learnersDomain(db: Db, projectId: number): Promise<string> {
  const [fromStream] = await db
    .select({ email: users.email })
    .from(userCourseStreams)
    .innerJoin(users, eq(users.id, userCourseStreams.userId))
    .where(eq(userCourseStreams.projectId, projectId))
    .orderBy(asc(userCourseStreams.id))
    .limit(1);
  const [anyLearner] = fromStream?.email
    ? [fromStream]
    : await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.projectId, projectId), eq(users.role, 'learner'), isNotNull(users.email)))
        .orderBy(asc(users.id))
        .limit(1);
  return anyLearner?.email?.split('@')[1] ?? `school-${projectId}.demo`;
}
