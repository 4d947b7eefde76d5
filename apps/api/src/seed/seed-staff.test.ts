import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedAdmin } from './seed-staff.js';

/** The demo administrator (issue 9): the team screens can be tried at once. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedAdmin', () => {
  it("adds admin@ the learners' domain, who signs in and reaches the team calls; runs once", async () => {
    const { project } = await addSchool(t.db, 'seed-staff.test');
    await addUser(t.db, project.id, 'learner@demo-staff.test', 'demo1234');
    const account = await seedAdmin(t.db, project.id);
    expect(account).toEqual({ email: 'admin@demo-staff.test', password: 'demo1234' });
    expect(await seedAdmin(t.db, project.id)).toEqual(account);
    const rows = await t.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.projectId, project.id), eq(users.email, account.email)));
    expect(rows).toEqual([{ role: 'admin' }]);
    const token = await signIn(t.call, 'seed-staff.test', account.email, account.password);
    const res = await t.call({
      method: 'GET',
      url: '/spa/api/v1/staff/members',
      host: 'seed-staff.test',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toEqual([expect.objectContaining({ email: account.email, role: 'admin' })]);
  });

  it('a school without learners gets a domain of its own', async () => {
    const { project } = await addSchool(t.db, 'empty-staff.test');
    expect((await seedAdmin(t.db, project.id)).email).toBe(`admin@school-${project.id}.demo`);
  });
});
