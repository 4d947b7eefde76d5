import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoSchools } from '../seed/schools.js';
import { seedDemo } from '../seed/seed-demo.js';
import { signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { shapeErrors } from './shape.js';
import { ARTICLES_CALL, SPEC_CALLS, type SpecCall } from './spec-calls.js';

/**
 * Issue 29: a client written against docs/spec works unchanged. Every call of the spec's call
 * tables, sent as that client sends it (its paths, parameter names, `lang`, headers) to a server
 * with the demo seed and real tokens, and its answer checked against a table written from the
 * spec (./spec-calls.ts), never from packages/contract, which is what is being checked.
 * One app, one seed, in-process.
 */

const BASE = '/spa/api/v1';
const PAGINATION = [
  'x-pagination-current-page',
  'x-pagination-page-count',
  'x-pagination-per-page',
  'x-pagination-total-count',
];
const [mindful, facefit] = [demoSchools[0]!, demoSchools[1]!];
const hostOf = (school: SpecCall['school']) => (school === 'facefit' ? facefit : mindful).domain.host;

let t: TestApp;
const tokens: Record<string, string> = {};
const ctx: Record<string, string> = {};
const outcomes: { call: string; faithful: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  tokens.learner = await signIn(t.call, mindful.domain.host, mindful.learner.email, DEMO_PASSWORD);
  tokens.newcomer = await signIn(t.call, mindful.domain.host, mindful.newcomer!.email, DEMO_PASSWORD);
  const day = 86_400;
  const today = Math.floor(Date.now() / 1000 / day) * day;
  Object.assign(ctx, {
    noSuchId: '2000000000',
    noSuchCode: 'NO-SUCH-CODE',
    demoServiceId: String(mindful.brand.demoCourseServiceId),
    newcomerToken: tokens.newcomer,
    today: String(today),
    inAWeek: String(today + 7 * day),
  });
}, 180_000);
afterAll(async () => {
  const faithful = outcomes.filter((o) => o.faithful).length;
  console.info(`[conformance] spec calls covered: ${outcomes.length}, faithful: ${faithful}`);
  await t?.close();
});

/** `{name}` -> what an earlier answer gave; a number where the whole value is one. */
function fill(value: unknown): unknown {
  if (typeof value === 'string') {
    const whole = /^\{(\w+)\}$/.exec(value);
    if (whole) {
      const v = ctx[whole[1]!];
      if (v === undefined) throw new Error(`no ${whole[1]} from an earlier answer`);
      return /^\d+$/.test(v) && whole[1] !== 'newcomerToken' ? Number(v) : v;
    }
    return value.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (ctx[name] === undefined) throw new Error(`no ${name} from an earlier answer`);
      return ctx[name]!;
    });
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
  }
  return value;
}

function formData(body: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) data.append(key, String(value));
  return data;
}

async function send(call: SpecCall) {
  const query = new URLSearchParams({ ...(fill(call.query ?? {}) as Record<string, string>), lang: 'en' });
  const body = call.body ? (fill(call.body) as Record<string, unknown>) : undefined;
  const who = call.as ?? 'learner';
  return t.call({
    method: call.method,
    url: `${BASE}${fill(call.path)}?${query}`,
    host: hostOf(call.school),
    token: who === 'guest' ? undefined : tokens[who === 'signedUp' ? 'signedUp' : who],
    headers: { 'x-app-type': call.appType ?? 'web', 'x-app-id': 'conformance' },
    ...(body && { payload: call.multipart ? formData(body) : body }),
  });
}

/** What a spec client would find wrong with the answer; empty when it works unchanged. */
function problems(call: SpecCall, res: Awaited<ReturnType<typeof send>>): string[] {
  if (res.statusCode !== call.status)
    return [`status ${res.statusCode}, expected ${call.status}: ${res.body}`];
  const found: string[] = [];
  const answer = res.body ? res.json() : undefined;
  if (call.error === 'http') {
    found.push(
      ...shapeErrors(answer, { name: 'string', message: 'string', code: 'number', status: 'number' }),
    );
  }
  if (call.error === 'validation') {
    if (!Array.isArray(answer) || answer.length === 0)
      found.push(`expected [{field, message}], got ${res.body}`);
    else
      found.push(
        ...answer.flatMap((e, i) => shapeErrors(e, { field: 'string', message: 'string' }, `[${i}]`)),
      );
  }
  if (call.answer) found.push(...shapeErrors(answer, call.answer));
  if (call.list) {
    if (!Array.isArray(answer)) found.push(`expected a list, got ${res.body.slice(0, 200)}`);
    else found.push(...answer.flatMap((item, i) => shapeErrors(item, call.list ?? {}, `[${i}]`)));
  }
  if (call.paged) {
    for (const header of PAGINATION) {
      if (!/^\d+$/.test(String(res.headers[header] ?? ''))) found.push(`header ${header} missing`);
    }
    const total = Number(res.headers['x-pagination-total-count']);
    // A list the spec's client reads without paging must come whole.
    if (call.whole && !call.query?.['per-page'] && Array.isArray(answer) && answer.length !== total) {
      found.push(`${answer.length} of ${total} rows without per-page`);
    }
  }
  const meaning = call.means && found.length === 0 ? call.means(answer) : null;
  if (meaning) found.push(meaning);
  return found;
}

describe('a client written against docs/spec works unchanged (issue 29)', () => {
  it.each(
    SPEC_CALLS.map(
      (call) =>
        [
          `${call.method} ${call.path} (spec ${call.spec}${call.status >= 400 ? `, ${call.status}` : ''})`,
          call,
        ] as const,
    ),
  )('%s', async (name, call) => {
    const res = await send(call);
    const found = problems(call, res);
    outcomes.push({ call: name, faithful: found.length === 0 });
    if (found.length === 0 && call.keep) call.keep(res.json(), ctx);
    if (found.length === 0 && call.path === '/auth/signup-by-email') tokens.signedUp = ctx.signedUpToken!;
    if (found.length === 0 && call.path === '/auth/signup-by-app-id')
      tokens.appLearner = res.json().data.token;
    expect(found).toEqual([]);
  });

  it('GET {community api}/api/v1/articles/preview answers a hydra:member list (spec 01 §7)', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${ARTICLES_CALL.path}?lang=en`,
      host: mindful.domain.host,
      token: tokens.learner,
    });
    const found =
      res.statusCode === 200 ? shapeErrors(res.json(), ARTICLES_CALL.answer) : [`status ${res.statusCode}`];
    outcomes.push({ call: `GET ${ARTICLES_CALL.path}`, faithful: found.length === 0 });
    expect(found).toEqual([]);
  });

  it('a HEAD request on a lesson video url tells its size (spec 02 §7 "Offline")', async () => {
    const course = await t.call({
      method: 'GET',
      url: `${BASE}/courses/${ctx.courseId}?expand=lessons&lang=en`,
      host: mindful.domain.host,
      token: tokens.learner,
    });
    const url = JSON.stringify(course.json()).match(/"url":"([^"]+\.mp4[^"]*)"/)?.[1];
    expect(url, 'a lesson video url').toBeDefined();
    const head = await t.call({ method: 'HEAD', url: url!, host: mindful.domain.host });
    const found =
      head.statusCode === 200 && Number(head.headers['content-length']) > 0
        ? []
        : [`HEAD ${head.statusCode}`];
    outcomes.push({ call: 'HEAD {video url}', faithful: found.length === 0 });
    expect(found).toEqual([]);
  });

  it('any lang a school does not speak falls back instead of failing; an unknown expand name is ignored', async () => {
    for (const lang of ['de', 'ru-RU', 'xx-not-a-language']) {
      const res = await t.call({
        method: 'GET',
        url: `${BASE}/user-course-streams?lang=${lang}&expand=no_such_relation`,
        host: mindful.domain.host,
        token: tokens.learner,
      });
      expect(res.statusCode, `lang=${lang}`).toBe(200);
    }
  });
});
