import type { Db } from '../db/client.js';
import { brands, domains, projects, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { demoLanguages } from '../seed/schools.js';
import type { TestApp } from './test-app.js';

/** A school with one domain; every flag at its default unless given. */
export async function addSchool(
  db: Db,
  host: string,
  brand: Partial<typeof brands.$inferInsert> = {},
  domain: Partial<typeof domains.$inferInsert> = {},
) {
  const [project] = await db
    .insert(projects)
    .values({ name: `School ${host}` })
    .returning();
  const [brandRow] = await db
    .insert(brands)
    .values({ projectId: project!.id, name: host, ...brand })
    .returning();
  const [domainRow] = await db
    .insert(domains)
    .values({
      projectId: project!.id,
      brandId: brandRow!.id,
      host,
      name: host,
      title: `Title of ${host}`,
      languages: demoLanguages,
      frontendSettings: {
        spa_footer_1: `Footer of ${host}`,
        spa_footer_2: null,
        spa_footer_3: null,
        spa_header_logo: `/v/${host}/logo.svg`,
        spa_theme: 'default',
        spa_theme_variables: { '--color-primary': '#123456' },
        validate_cache: true,
      },
      ...domain,
    })
    .returning();
  return { project: project!, brand: brandRow!, domain: domainRow! };
}

export async function addUser(
  db: Db,
  projectId: number,
  email: string,
  password = 'secret-pass',
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [user] = await db
    .insert(users)
    .values({ projectId, email, passwordHash: await hashPassword(password), ...extra })
    .returning();
  return user!;
}

/**
 * Signs in through the real endpoint and returns the token. A sign-in ends the user's
 * other sessions of the same app type (issue 3): pass `appType: 'mobile'` to keep a web one.
 */
export async function signIn(
  call: TestApp['call'],
  host: string,
  email: string,
  password = 'secret-pass',
  appType: 'web' | 'mobile' = 'web',
): Promise<string> {
  const res = await call({
    method: 'POST',
    url: '/spa/api/v1/auth/login',
    host,
    payload: { email, password },
    headers: { 'x-app-type': appType },
  });
  const body = res.json() as { success: boolean; data: { token: string } };
  if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
