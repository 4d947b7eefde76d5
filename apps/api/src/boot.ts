import { asc, eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { type Db, openDatabase, SERVER_QUERY_TIMEOUT_MS } from './db/client.js';
import { domains, projects } from './db/schema/index.js';
import { describeObjectStore } from './lib/object-store/create-object-store.js';
import { schoolOrigin } from './lib/public-origin.js';
import { DEMO_PASSWORD, demoSchools } from './seed/schools.js';
import { demoStaff, seedDemo } from './seed/seed-demo.js';
import { ONBOARDING_CHAT_HOST } from './seed/seed-onboarding-chat.js';
import { statisticsLearnerEmail } from './seed/seed-statistics.js';
import { OPTIONS_LEARNER } from './seed/seed-training-options.js';

/**
 * Opens the database (migrating it), seeds demo content on first start, builds the app.
 * The caller closes the database after `app.close()`: plugins still unsubscribe from it then.
 */
export async function boot(config: AppConfig) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DB_POOL_SIZE,
    // An embedded database is the server's alone: commands and a second server refuse meanwhile.
    holder: 'server',
    // A database outage answers 503 within the connect timeout, never a hang (decision 085).
    pool: { connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS, queryTimeoutMs: SERVER_QUERY_TIMEOUT_MS },
  });
  const app = await buildApp({ config, database });
  if (config.SEED === 'demo') {
    const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : undefined;
    const seeded = await seedDemo(database.db, { publicHost });
    app.log.info({ seeded }, seeded ? 'demo content seeded' : 'existing data kept; demo seed skipped');
  }
  return { app, database };
}

/** The demo learners besides the first, each with what they are there to show. */
function otherDemoLearners(school: (typeof demoSchools)[number]): { email: string; shows: string }[] {
  const domain = school.learner.email.split('@')[1];
  return [
    ...(school.gate ? [{ email: school.gate.email, shows: "week 3 waits for week 2's homework" }] : []),
    ...(school.newcomer
      ? [{ email: school.newcomer.email, shows: 'no course yet: is given the demo course' }]
      : []),
    { email: school.incomplete.email, shows: 'asked to complete the profile first' },
    ...(OPTIONS_LEARNER.email.endsWith(`@${domain}`)
      ? [{ email: OPTIONS_LEARNER.email, shows: 'training options (level, equipment) to choose' }]
      : []),
    { email: statisticsLearnerEmail(school.learner.email), shows: 'weeks of practice: the statistics chart' },
  ];
}

/** Listen addresses from which the demo schools' loopback hosts (localhost, 127.0.0.1) answer. */
const LOOPBACK_LISTEN = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** A school's host, as the start banner lists it. */
export interface SchoolHost {
  name: string;
  host: string;
}

/** Every host of every school, schools in the order they were made: what the banner lists without the demo. */
export async function listSchoolHosts(db: Db): Promise<SchoolHost[]> {
  return db
    .select({ name: projects.name, host: domains.host })
    .from(domains)
    .innerJoin(projects, eq(projects.id, domains.projectId))
    .orderBy(asc(projects.id), asc(domains.id));
}

/** The banner lists this many hosts at most; the rest are counted. */
const BANNER_HOSTS = 10;

/**
 * What `npm start` prints. With the demo: one address per demo school that opens in a browser on
 * this machine. The request's host picks the school, so each school is named by its own host; with
 * PUBLIC_URL the first school answers there too (seed-demo adds that host to it). Without it
 * (`SEED=none`): the schools there are (`schools`), and on an empty installation the commands
 * that make the first school and its administrator (issue 28: it printed an address of no school).
 */
export function startBanner(config: AppConfig, schools: SchoolHost[] = []): string {
  const publicBase = config.PUBLIC_URL?.replace(/\/$/, '');
  const local = (host: string) => `http://${host}:${config.PORT}`;
  const apiBase = publicBase ?? local('localhost');
  const lines = [
    '',
    `  API:          ${apiBase}/spa/api/v1   (docs: ${apiBase}/spa/api/docs)`,
    `  Database:     ${config.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Files:        ${describeObjectStore(config)}`,
  ];
  if (config.SEED === 'demo') {
    lines.push('  Demo schools (open the address; the host picks the school):');
    demoSchools.forEach((school, i) => {
      const base = i === 0 && publicBase ? publicBase : local(school.domain.host);
      const staff = demoStaff(school);
      const learnerApp = `${base}${config.ROUTER_BASE}`;
      // Issue 9 "Demo": the staff accounts beside the learner, at the staff app's address (same host).
      const staffApp = `${base}/staff/`.padEnd(learnerApp.length);
      const indent = ' '.repeat(4 + 15 + 1);
      lines.push(
        `    ${school.project.name.padEnd(15)} ${learnerApp}  learner ${school.learner.email} / ${DEMO_PASSWORD}`,
        `${indent}${staffApp}  expert  ${staff.expert} / ${DEMO_PASSWORD}`,
        `${indent}${' '.repeat(staffApp.length)}  admin   ${staff.admin} / ${DEMO_PASSWORD}`,
      );
      // Issue 27: every other demo learner, with what each one shows (README lists the same).
      const others = otherDemoLearners(school);
      const width = Math.max(...others.map((o) => o.email.length));
      lines.push(`${indent}learners with something to show (same password):`);
      for (const other of others) lines.push(`${indent}  ${other.email.padEnd(width)}  ${other.shows}`);
    });
    // Issue 15: the first school registers by chat on a host of its own (decision 088).
    lines.push(
      `  Registration by chat: ${local(ONBOARDING_CHAT_HOST)}${config.ROUTER_BASE}signup  (first school, a new account)`,
    );
    if (!LOOPBACK_LISTEN.has(config.HOST)) {
      lines.push(
        `  This server listens on ${config.HOST} only: the loopback addresses above do not reach it.`,
        '  Set PUBLIC_URL to the address learners open, and the first school answers there.',
      );
    }
  } else {
    lines.push(...schoolLines(config, schools));
  }
  return `${lines.join('\n')}\n`;
}

/** The banner's schools without the demo, or the next step on an installation that has none. */
function schoolLines(config: AppConfig, schools: SchoolHost[]): string[] {
  const address = (host: string) => schoolOrigin(host, { publicUrl: config.PUBLIC_URL, port: config.PORT });
  if (schools.length === 0) {
    const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
    return [
      '  No school yet: every address answers "no school here". Make the first one and its administrator:',
      `    npm run staff -- create-school --host ${host} --name "My school"`,
      `    npm run staff -- create-admin --host ${host} --email you@example.com`,
      config.DATABASE_URL
        ? '  (PostgreSQL: run them while this server runs; it sees the school at once.)'
        : "  The embedded database is this server's alone: stop it (Ctrl+C), run both, then start it again.",
      '  (In the Docker image: node --conditions=cp-compiled dist/cli/staff.js instead of npm run staff --.)',
      `  Then learners open ${address(host)}${config.ROUTER_BASE}, the team ${address(host)}/staff/`,
    ];
  }
  const shown = schools.slice(0, BANNER_HOSTS);
  const width = Math.max(...shown.map((s) => s.name.length), 15);
  const lines = ['  Schools (open the address; the host picks the school):'];
  for (const school of shown) {
    const base = address(school.host);
    lines.push(`    ${school.name.padEnd(width)} ${base}${config.ROUTER_BASE}  team: ${base}/staff/`);
  }
  if (schools.length > shown.length) lines.push(`    ... and ${schools.length - shown.length} more hosts`);
  return lines;
}
