// The learning area's part of `npm run bench` (issue 5): the 10,000-learner data set, the hot
// reads to load, and the count of API calls for moving from one day to the next.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { httpRequest, repoRoot } from '../lib/proc.mjs';

const API_BASE = '/spa/api/v1';
export const BENCH_LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
/** Every expansion of the status call (spec 02 §7), as the calendar screen asks for it. */
export const STATUS_EXPAND =
  'days,homeworks,stages,lessons,consultations,chatChannelMeta,current_training_stage_id,current_training_day';
/**
 * A loaded course: stages with days and their lesson sets, lessons, video and subtitles (spec 02
 * §7). Measured for information: the payload is ~250 KB for the demo learner's six courses and
 * the app keeps it per course version (GET /courses/versions), so it is not a per-screen hot read.
 */
export const COURSES_EXPAND = 'stages.days.lesson_sets,course_options';

/**
 * Seeds the demo content and BENCH_LEARNERS learners with streams and day statuses into the
 * database the API will use (apps/api/src/cli/bench-seed.ts: set-based SQL, one password hash).
 * Runs before the API starts: PGlite has one process per data directory.
 * @param {NodeJS.ProcessEnv} env DATA_DIR and, for a server, DATABASE_URL
 * @returns {Promise<{ users: number, streams: number, day_statuses: number, lesson_statuses: number, seconds: number }>}
 */
export function seedLearners(env) {
  return new Promise((resolve, reject) => {
    const script = path.join('apps', 'api', 'src', 'cli', 'bench-seed.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: { ...env, BENCH_LEARNERS: String(BENCH_LEARNERS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench seed failed (exit ${code}):\n${err || out}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
      } catch {
        reject(new Error(`bench seed printed no counts:\n${out}\n${err}`));
      }
    });
  });
}

/** @param {number} port @param {Record<string, string>} headers @param {string} url */
async function getJson(port, headers, url) {
  const response = await httpRequest(`http://127.0.0.1:${port}${API_BASE}${url}`, { headers });
  if (response.status !== 200)
    throw new Error(`GET ${url} answered HTTP ${response.status}\n${response.body}`);
  return JSON.parse(response.body);
}

/**
 * The URLs the load runs hit, for the signed-in demo learner: the status of their open stream
 * (every expansion), the courses list, and the courses with their whole content.
 * @param {number} port @param {Record<string, string>} headers
 */
export async function learningTargets(port, headers) {
  const streams = await getJson(port, headers, '/user-course-streams?lang=ru&per-page=50');
  const open = streams.find(
    (/** @type {{ status: string, is_demo: boolean }} */ s) => s.status === 'open' && !s.is_demo,
  );
  if (!open) throw new Error('the demo learner has no open stream');
  return {
    status: `/user-course-streams/${open.id}/status?expand=${STATUS_EXPAND}&lang=ru`,
    courses: '/courses?lang=ru',
    coursesContent: `/courses?expand=${COURSES_EXPAND}&lang=ru`,
    streamId: open.id,
  };
}

/**
 * Moves from one day to the next inside a loaded course, the way the day screen does, against
 * the running API, and counts the calls. "Loaded" means the course screen has what it keeps:
 * GET /courses with stages.days.lesson_sets (lessons, video and subtitles of every day) and the
 * stream's statuses (cached for STATUS_CACHE_MS). Opening the next day then needs:
 *   1. POST .../user-day-status/{dayId}/start  (the day is started; spec 02 §4)
 *   2. GET .../status?expand=days              (statuses reloaded after start; spec 02 §4)
 * The day's lesson sets, video URLs and subtitles are already in the loaded course: no call.
 * Finishing a day is a separate action (finish + the same reload), not part of moving on.
 * @param {number} port @param {Record<string, string>} headers @param {number} streamId
 */
export async function countDayNavigation(port, headers, streamId) {
  const courses = await getJson(port, headers, `/courses?expand=${COURSES_EXPAND}&lang=ru`);
  const status = await getJson(port, headers, `/user-course-streams/${streamId}/status?expand=days&lang=ru`);
  const open = status.days.filter((/** @type {{ is_open: boolean }} */ d) => d.is_open);
  const [from, to] = open.slice(-2);
  if (!from || !to) throw new Error('the stream has fewer than two open days to move between');
  const days = courses.flatMap((/** @type {any} */ c) =>
    (c.stages ?? []).flatMap((/** @type {any} */ s) => s.days ?? []),
  );
  const target = days.find((/** @type {{ id: number }} */ d) => d.id === to.stage_day_id);
  const video = target?.lesson_sets?.[0]?.lessons?.[0]?.video_file?.video;
  if (!video?.video_urls?.hls_playlist) {
    throw new Error(
      `day ${to.day_number} has no video in the loaded course: the model would need another call`,
    );
  }
  const calls = [];
  const start = await httpRequest(
    `http://127.0.0.1:${port}${API_BASE}/user-course-streams/${streamId}/user-day-status/${to.stage_day_id}/start?expand=day.scores&lang=ru`,
    { method: 'POST', headers },
  );
  calls.push(`POST .../user-day-status/${to.stage_day_id}/start -> ${start.status}`);
  const reload = await httpRequest(
    `http://127.0.0.1:${port}${API_BASE}/user-course-streams/${streamId}/status?expand=days&lang=ru`,
    { headers },
  );
  calls.push(`GET .../status?expand=days -> ${reload.status}`);
  const started = JSON.parse(reload.body).days?.find(
    (/** @type {{ stage_day_id: number }} */ d) => d.stage_day_id === to.stage_day_id,
  );
  if (start.status !== 200 || reload.status !== 200 || started?.status === 'not_started') {
    throw new Error(`moving to day ${to.day_number} failed: ${calls.join('; ')}`);
  }
  return {
    calls: calls.length,
    from: from.day_number,
    to: to.day_number,
    steps: calls,
    explanation:
      'start the day + reload statuses (spec 02 §4); lessons, HLS/MP4 links and subtitles come from the loaded GET /courses',
  };
}
