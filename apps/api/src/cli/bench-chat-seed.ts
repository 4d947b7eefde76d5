import { LANGUAGE_CODES, TOKEN_TTL_MS } from '@cp/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import {
  brands,
  chatChannels,
  courses,
  domains,
  projects,
  sessions,
  userCourseStreams,
  users,
} from '../db/schema/index.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { assignExpert } from '../modules/courses/index.js';
import { demoLanguages } from '../seed/schools.js';

/**
 * `scripts/bench/chat-latency.mjs` runs this on its PostgreSQL database before the API starts
 * (decision 056): a school of host 127.0.0.1 (no demo content: the chat needs none, and the demo
 * seed would take longer than the measurement) with BENCH_CHAT_COURSES courses, each with BENCH_CHAT_EXPERTS experts and BENCH_CHAT_LEARNERS learners with an open
 * stream and its chat, and a session for everyone (no password sign-in: hashing 1,000 passwords
 * would measure the hash). Prints one JSON line: the host, and per course its experts' tokens and
 * its learners' tokens with their chat ids.
 */
const HOST = '127.0.0.1';
const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const config = loadConfig();
  const courseCount = count('BENCH_CHAT_COURSES', 10);
  const expertsPerCourse = count('BENCH_CHAT_EXPERTS', 2);
  const learnersPerCourse = count('BENCH_CHAT_LEARNERS', 98);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const db = database.db;
  try {
    const projectId = await addSchool(db);
    // The school's messageDelay holds each learner to one message per 15 s: each writes once.
    const sessionsOf = async (people: { id: number }[]) => {
      const tokens = people.map(() => newToken());
      const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
      await db.insert(sessions).values(
        people.map((u, i) => ({
          projectId,
          userId: u.id,
          tokenHash: hashToken(tokens[i]!),
          appType: 'web' as const,
          appId: null,
          expiresAt,
        })),
      );
      return tokens;
    };
    const out = [];
    for (let c = 0; c < courseCount; c += 1) {
      const [course] = await db
        .insert(courses)
        .values({ projectId, title: `Bench chat course ${c + 1}` })
        .returning();
      const people = await db
        .insert(users)
        .values(
          Array.from({ length: expertsPerCourse + learnersPerCourse }, (_, i) => ({
            projectId,
            email: `bench-chat-${c}-${i}@bench.school`,
            name: i < expertsPerCourse ? `Expert ${c}-${i}` : `Learner ${c}-${i}`,
            role: i < expertsPerCourse ? ('expert' as const) : ('learner' as const),
            languageCode: LANGUAGE_CODES.ru,
          })),
        )
        .returning();
      const experts = people.slice(0, expertsPerCourse);
      const learners = people.slice(expertsPerCourse);
      for (const expert of experts) await assignExpert(db, projectId, course!.id, expert.id);
      const now = Date.now();
      const streams = await db
        .insert(userCourseStreams)
        .values(
          learners.map((l) => ({
            projectId,
            userId: l.id,
            courseId: course!.id,
            status: 'open' as const,
            startDate: new Date(now - 86_400_000),
            endDate: new Date(now + 30 * 86_400_000),
          })),
        )
        .returning();
      // What openChatOfStream does, for a whole course at once.
      const chats = await db
        .insert(chatChannels)
        .values(
          streams.map((st) => ({
            projectId,
            userCourseStreamId: st.id,
            userId: st.userId,
            courseId: course!.id,
          })),
        )
        .returning();
      await db.execute(sql`
        update user_course_streams s set chat_channel_id = c.id
        from chat_channels c where c.user_course_stream_id = s.id and s.course_id = ${course!.id}`);
      const learnerTokens = await sessionsOf(learners);
      out.push({
        experts: await sessionsOf(experts),
        learners: learners.map((l, i) => ({
          token: learnerTokens[i]!,
          chatId: chats.find((ch) => ch.userId === l.id)!.id,
        })),
      });
    }
    const [seeded] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.projectId, projectId), like(users.email, 'bench-chat-%')));
    console.log(JSON.stringify({ host: HOST, users: seeded!.n, courses: out }));
  } finally {
    await database.close();
  }
}

async function addSchool(db: Db): Promise<number> {
  const [project] = await db.insert(projects).values({ name: 'Bench chat school' }).returning();
  const projectId = project!.id;
  const [brand] = await db.insert(brands).values({ projectId, name: 'bench-chat' }).returning();
  await db.insert(domains).values({
    projectId,
    brandId: brand!.id,
    host: HOST,
    name: 'bench.school',
    title: 'Bench chat school',
    languages: demoLanguages,
    frontendSettings: {
      spa_footer_1: null,
      spa_footer_2: null,
      spa_footer_3: null,
      spa_header_logo: null,
      spa_theme: 'default',
      spa_theme_variables: {},
      validate_cache: true,
    },
  });
  return projectId;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
