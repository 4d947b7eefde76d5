import {
  CURRENCY_CODES,
  canonicalTimeZone,
  DEFAULT_SCHOOL_TIME_ZONE,
  emailField,
  isCurrencyCode,
  LANGUAGES,
  newPasswordField,
} from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, domains, projects, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';
import { addNewSchoolTopics, NEW_SCHOOL_SUPPORT_CATEGORY_IDS } from '../support/index.js';
import { schoolLanguages } from '../tenancy/index.js';

/**
 * What an operator runs on an installation started with `SEED=none` (issue 9): a school from
 * nothing, then its first administrator, who invites the rest of the team from the staff app.
 * Errors are thrown as plain messages for the command line (cli/staff.ts).
 */

/** A host name as browsers send it, without port: labels of letters, digits and hyphens. */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface NewSchool {
  host: string;
  name: string;
  /** The school's default language; every language of the app is offered. */
  language?: string;
  /** ISO 4217, the currency the school takes money in (issue 28); RUB when not given. */
  currency?: string;
  /** IANA zone of the school's wall clock (issue 28, decision 114); UTC when not given. */
  timeZone?: string;
}

/**
 * A school with one brand (every flag at its default: registration closed, chat on) and one
 * domain serving `host`, with neutral branding the administrator changes later, and the default
 * support topics its brand sends homework and renewal requests to (issue 28, 11).
 */
export async function createSchool(db: Db, school: NewSchool) {
  const host = school.host.trim().toLowerCase();
  const name = school.name.trim();
  const language = school.language ?? 'en';
  const currency = (school.currency ?? 'RUB').trim().toUpperCase();
  if (!HOST.test(host)) throw new Error(`not a host name: ${school.host}`);
  if (!isCurrencyCode(currency)) {
    throw new Error(
      `unknown currency ${school.currency}: an ISO 4217 code, one of ${CURRENCY_CODES.join(' ')}`,
    );
  }
  const timeZone = canonicalTimeZone(school.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE);
  if (!timeZone) {
    throw new Error(
      `unknown time zone ${school.timeZone}: an IANA name such as Europe/London or America/New_York`,
    );
  }
  if (!name || name.length > 200) throw new Error('the school needs a name (up to 200 characters)');
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(`unknown language ${language}: one of ${LANGUAGES.join(', ')}`);
  }
  const [taken] = await db.select({ id: domains.id }).from(domains).where(eq(domains.host, host));
  if (taken) throw new Error(`the host ${host} already serves a school`);
  return db.transaction(async (tx) => {
    const [project] = await tx.insert(projects).values({ name, currency, timeZone }).returning();
    await addNewSchoolTopics(tx, project!.id);
    const [brand] = await tx
      .insert(brands)
      .values({ projectId: project!.id, name: host, supportCategoryIds: NEW_SCHOOL_SUPPORT_CATEGORY_IDS })
      .returning();
    await tx.insert(domains).values({
      projectId: project!.id,
      brandId: brand!.id,
      host,
      name: host,
      title: name,
      defaultLanguage: language,
      languages: schoolLanguages,
      frontendSettings: {
        spa_footer_1: `© ${name}`,
        spa_footer_2: null,
        spa_footer_3: null,
        spa_header_logo: null,
        spa_theme: 'default',
        spa_theme_variables: {},
        validate_cache: true,
      },
    });
    return { projectId: project!.id, host, currency, timeZone };
  });
}

export interface NewAdmin {
  host: string;
  email: string;
  /** Required for a new account; for an existing one, replaces its password when given. */
  password?: string;
  name?: string;
}

/**
 * The administrator of the school serving `host`. A new e-mail gets a new account; an
 * account that already has it (a learner, an expert) becomes the administrator, keeping its
 * password unless one is given. Nothing changes when a value is refused.
 */
export async function createAdmin(db: Db, admin: NewAdmin): Promise<{ created: boolean; userId: number }> {
  const email = emailField.safeParse(admin.email);
  if (!email.success) throw new Error(`not an e-mail address: ${admin.email}`);
  if (admin.password !== undefined && !newPasswordField.safeParse(admin.password).success) {
    throw new Error('the password is too short (at least 8 characters)');
  }
  const [domain] = await db
    .select({ projectId: domains.projectId })
    .from(domains)
    .where(eq(domains.host, admin.host.trim().toLowerCase()));
  if (!domain) throw new Error(`no school serves the host ${admin.host} (create it first: create-school)`);
  const passwordHash = admin.password === undefined ? undefined : await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, domain.projectId), eq(users.email, email.data)));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, existing.id));
    return { created: false, userId: existing.id };
  }
  if (!passwordHash) throw new Error('a new account needs a password');
  const [row] = await db
    .insert(users)
    .values({
      projectId: domain.projectId,
      email: email.data,
      passwordHash,
      role: 'admin',
      name: admin.name?.trim() || null,
    })
    .returning({ id: users.id });
  return { created: true, userId: row!.id };
}
