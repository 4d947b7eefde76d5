import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supportCategories, techQuestions, users } from '../db/schema/index.js';
import { multipartBody, picture } from '../modules/console/content/content-fixtures.js';
import { addSchool, addUser, signIn } from './fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Issue 8, the cases its report named: each gets a clear 4xx in the wire format's shapes and
 * changes nothing (malformed-input.test.ts generates many more of each kind).
 */

let t: TestApp;
let token: string;
let annaId: number;
let adminToken: string;
let ip = 0;
const nextIp = () => `10.8.${(++ip >> 8) & 255}.${ip & 255}`;
const api = (path: string) => `/spa/api/v1${path}?lang=en`;
const httpError = (status: number) => ({
  name: expect.any(String),
  message: expect.any(String),
  code: 0,
  status,
});

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test', { isRegistrationEnable: true });
  await t.db.insert(supportCategories).values({
    projectId: project.id,
    id: 2,
    sort: 1,
    title: { ru: 'Другое', en: 'Other' },
    targetProduct: 0,
    requireProduct: false,
  });
  annaId = (await addUser(t.db, project.id, 'anna@example.com')).id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
  await addUser(t.db, project.id, 'ada@example.com', 'secret-pass', { role: 'admin', name: 'Ada' });
  adminToken = await signIn(t.call, 'school-a.test', 'ada@example.com', 'secret-pass', 'mobile');
  // The English school of the seed and the e2e tests: its host is the machine's own address.
  await addSchool(t.db, '127.0.0.1', {}, { defaultLanguage: 'en' });
});
afterAll(() => t.close());

describe('broken multipart bodies (issue 8)', () => {
  // The six routes that take multipart: three of them before sign-in.
  const open = ['/auth/validate-signup-form', '/auth/signup-by-email', '/auth/signup-by-app-id'];
  const signedIn = ['/user', '/user/notification', '/user/avatar/upload'];
  const broken: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'hello'],
    ['a body that is not multipart', 'multipart/form-data; boundary=xx', 'garbage'],
    [
      'a part cut off',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; PART\r\n\r\nanna',
    ],
  ];
  // Each route's own kind of part: a text field, or the upload's file.
  const part = (route: string) =>
    route.endsWith('/upload') ? 'name="file"; filename="me.png"' : 'name="email"';
  const cases = [...open, ...signedIn].flatMap((route) =>
    broken.map(([name, type, body]) => [route, name, type, body.replace('PART', part(route))]),
  );

  it.each(cases)('%s: %s is 400 in the error shape', async (route, _name, contentType, payload) => {
    const res = await t.call({
      method: 'POST',
      url: api(route!),
      token,
      payload,
      headers: { 'content-type': contentType! },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...httpError(400), message: 'The multipart/form-data body is malformed.' });
  });

  it('a form declaring more than a JSON body may hold is 413 in the error shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: api('/auth/signup-by-email'),
      payload: `--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\n${'a'.repeat(1_100_000)}\r\n--xx--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(httpError(413));
  });

  it('changes nothing: no account is made by a broken sign-up', async () => {
    const before = (await t.db.select().from(users)).length;
    await t.call({
      method: 'POST',
      url: api('/auth/signup-by-email'),
      payload:
        '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nnew@example.com\r\n--xx\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret-pass',
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      remoteAddress: nextIp(),
    });
    expect((await t.db.select().from(users)).length).toBe(before);
  });
});

describe('NUL characters in text (issue 8: PostgreSQL text cannot hold U+0000)', () => {
  it.each([
    [
      'a support request',
      '/tech-questions',
      { support_category_id: 2, name: 'Anna', message: 'Help\u0000me' },
    ],
    [
      'a guest support request',
      '/tech-questions/anonymous',
      { email: 'guest@example.com', name: 'Gu\u0000est', message: 'Help', support_category_id: 2 },
    ],
  ])('%s is refused with 422 on the field; nothing is stored', async (_name, route, payload) => {
    const res = await t.call({ method: 'POST', url: api(route), token, payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(422);
    const field = Object.entries(payload).find(([, v]) => String(v).includes('\u0000'))![0];
    expect(res.json()).toEqual([{ field, message: expect.stringContaining('NUL') }]);
    expect(await t.db.select().from(techQuestions)).toEqual([]);
  });

  it('a profile field is refused with 422, not stored stripped', async () => {
    const res = await t.call({ method: 'POST', url: api('/user'), token, payload: { city: 'Ri\u0000ga' } });
    expect(res.statusCode).toBe(422);
    const [anna] = await t.db.select().from(users).where(eq(users.email, 'anna@example.com'));
    expect(anna!.city).toBeNull();
  });

  it('an e-mail in the sign-up check is refused with 422 in the auth-style shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: api('/auth/validate-signup-form'),
      payload: { email: 'a\u0000@example.com' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, errors: { email: [expect.stringContaining('NUL')] } });
  });
});

describe('ids above the 32-bit range (issue 8)', () => {
  it.each([
    ['a filter', 'GET', '/user-course-streams?filter[id][]=2147483648', undefined, 'filter[id][]'],
    ['a banner filter', 'GET', '/banners?course_id=99999999999', undefined, 'course_id'],
    [
      'a body',
      'POST',
      '/save-lesson-stat',
      {
        stage_day_id: 2 ** 31,
        user_course_stream_id: 1,
        stage_day_lesson_set_lesson_id: 1,
        viewed_seconds: 1,
      },
      'stage_day_id',
    ],
  ])('in %s is 422 on the field', async (_name, method, route, payload, field) => {
    const [path, query] = route.split('?');
    const res = await t.call({
      method: method as 'GET',
      url: `/spa/api/v1${path}?lang=en${query ? `&${query}` : ''}`,
      token,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { field: string }[]).map((i) => i.field)).toContain(field);
  });
});

describe('numbers in a path or query written other than in decimal digits (decision 154)', () => {
  // Number() read each of these as a number: 0x1, 1e0 and 0b1 named row 1, a blank named 0.
  it.each([
    ['a hexadecimal path id', '/user-course-streams/0x1', 'id'],
    ['an exponent path id', '/courses/1e0', 'id'],
    ['a binary path id', '/user-course-streams/0b1', 'id'],
    ['a blank path id', '/user-course-streams/%20', 'id'],
    ['a signed path id', '/courses/+1', 'id'],
    ['a hexadecimal filter', '/user-course-streams?filter[id][]=0x1', 'filter[id][]'],
    ['a hexadecimal page', '/user-score?page=0x2', 'page'],
    ['a fractional per-page', '/user-score?per-page=1.5', 'per-page'],
  ])('%s is 422 on the field', async (_name, route, field) => {
    const [path, query] = route.split('?');
    const res = await t.call({
      method: 'GET',
      url: `/spa/api/v1${path}?lang=en${query ? `&${query}` : ''}`,
      token,
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { field: string }[]).map((i) => i.field)).toContain(field);
  });

  it('the same numbers in decimal digits are read', async () => {
    const res = await t.call({ method: 'GET', url: `${api('/user-score')}&page=1&per-page=20`, token });
    expect(res.statusCode).toBe(200);
    const stream = await t.call({ method: 'GET', url: api('/user-course-streams/1'), token });
    expect(stream.statusCode).toBe(404);
  });
});

describe('a number far too big', () => {
  it('is one message on its field, the schema’s own bound, not also the safe-integer one', async () => {
    const res = await t.call({
      method: 'POST',
      url: api('/save-lesson-stat'),
      token,
      payload: {
        stage_day_id: 1e20,
        user_course_stream_id: 1,
        stage_day_lesson_set_lesson_id: 1,
        viewed_seconds: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'stage_day_id', message: 'Must be at most 2147483647.' }]);
  });
});

describe('sign-in is checked before the input (issue 8)', () => {
  it.each([
    ['a bad path id', 'GET', '/courses/99999999999', undefined],
    ['a bad body', 'POST', '/save-lesson-stat', { stage_day_id: 'x' }],
    ['malformed JSON', 'POST', '/user-score/spend', '{"amount":'],
    ['a bad filter', 'GET', '/user-course-streams?filter[id][]=abc', undefined],
  ])('without a token, %s is 401, not 422', async (_name, method, route, payload) => {
    const res = await t.call({
      method: method as 'GET',
      url: `/spa/api/v1${route}`,
      payload,
      headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(httpError(401));
  });
});

describe('personal answers are never stored (issue 8)', () => {
  it('every JSON answer to a request with a token says no-store, refusals too', async () => {
    const user = await t.call({ method: 'GET', url: api('/user'), token });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');
    const refused = await t.call({ method: 'GET', url: api('/courses/0'), token });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in answer, which carries the token, says no-store', async () => {
    const res = await t.call({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: 'anna@example.com', password: 'secret-pass' },
      headers: { 'x-app-type': 'mobile' },
      remoteAddress: nextIp(),
    });
    expect(res.json()).toMatchObject({ success: true, data: { token: expect.any(String) } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a path the router cannot read (issue 8)', () => {
  it.each(['/courses/%zz', '/courses/%C0%80', `/courses/${'9'.repeat(150)}`])(
    '%s is 4xx in the error shape',
    async (route) => {
      const res = await t.call({ method: 'GET', url: `/spa/api/v1${route}`, token });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual(httpError(res.statusCode));
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});

/** Raw JSON text, so the escape of a lone surrogate reaches the server as a client can send it. */
const rawJson = (value: string) => ({ payload: value, headers: { 'content-type': 'application/json' } });

describe('lone UTF-16 surrogates in text (issue 25: PostgreSQL cannot store them)', () => {
  it.each([
    [
      'the points reason',
      'POST',
      () => `/staff/learners/${annaId}/points`,
      '{"amount":5,"reason":"a\\ud800b"}',
      'reason',
    ],
    [
      "a support category's title",
      'POST',
      () => '/staff/content/support-categories',
      '{"title":{"ru":"Вопрос\\udfff","en":"Question"}}',
      'title.ru',
    ],
    [
      'a key of a per-language title',
      'POST',
      () => '/staff/content/support-categories',
      '{"title":{"ru":"Вопрос","\\ud83d":"x"}}',
      'title',
    ],
    ['a profile field', 'POST', () => '/user', '{"city":"Riga\\ud83d"}', 'city'],
    [
      'a support request',
      'POST',
      () => '/tech-questions',
      '{"support_category_id":2,"name":"Anna","message":"\\ud800"}',
      'message',
    ],
  ])(
    'in %s is refused with 422 on the field; nothing is stored',
    async (_name, method, route, json, field) => {
      const staff = route().startsWith('/staff/');
      const res = await t.call({
        method: method as 'POST',
        url: api(route()),
        token: staff ? adminToken : token,
        remoteAddress: nextIp(),
        ...rawJson(json),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual([{ field, message: 'Must not contain a lone UTF-16 surrogate.' }]);
      expect(await t.db.select().from(auditLog)).toEqual([]);
      expect(await t.db.select().from(techQuestions)).toEqual([]);
    },
  );

  it('in the sign-in form is refused in the auth-style shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: api('/auth/login'),
      remoteAddress: nextIp(),
      ...rawJson('{"email":"anna@example.com","password":"secret\\udc00"}'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      errors: { password: ['Must not contain a lone UTF-16 surrogate.'] },
    });
  });

  it('a whole surrogate pair (an emoji) is text like any other', async () => {
    const res = await t.call({
      method: 'POST',
      url: api('/user'),
      token,
      ...rawJson('{"city":"Riga \\ud83d\\ude00"}'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { city: string }).city).toBe('Riga 😀');
  });
});

describe('a multipart body cut off before its closing boundary (issue 25)', () => {
  it.each([
    ['the content images route', '/staff/content/images', () => adminToken],
    ['the avatar route', '/user/avatar/upload', () => token],
  ])('on %s is 400 in the error shape', async (_name, route, who) => {
    const body = multipartBody(await picture());
    const res = await t.call({
      method: 'POST',
      url: api(route),
      token: who(),
      payload: body.payload.subarray(0, body.payload.length - 12),
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ ...httpError(400), message: 'The multipart/form-data body is malformed.' });
  });
});

describe('nosniff on every answer (issue 25)', () => {
  it.each([
    ['an API answer', '/spa/api/v1/user?lang=en', 401],
    ['a broken percent-escape (Fastify refuses it before any route)', '/spa/api/v1/courses/%zz', 400],
    ['an unknown API path', '/spa/api/v1/no-such-call', 404],
    ['an unknown path outside the API', '/no-such-page', 404],
    ['the health check', '/healthz', 200],
  ])('%s', async (_name, url, status) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an unknown host', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user', host: 'nobody.test' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the school's language when the request names none (issue 25)", () => {
  it("GET /user without a token on the English school's host answers in English", async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user', host: '127.0.0.1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      ...httpError(401),
      message: 'Your request was made with invalid credentials.',
    });
  });

  it('`lang` still decides when it is given', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user?lang=es', host: '127.0.0.1' });
    expect(res.json()).toMatchObject({ message: 'Se requiere iniciar sesión.' });
  });

  it('a school without a language of its own answers in Russian, the default', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user' });
    expect(res.json()).toMatchObject({ message: 'Требуется вход в систему.' });
  });
});

describe('validation messages are ours, in the person’s language (issue 25)', () => {
  it.each([
    ['en', 'This field is required.'],
    ['ru', 'Заполните это поле.'],
    ['es', 'Este campo es obligatorio.'],
  ])('a sign-in without a password (%s)', async (lang, text) => {
    const res = await t.call({
      method: 'POST',
      url: `/spa/api/v1/auth/login?lang=${lang}`,
      payload: { email: 'anna@example.com' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, errors: { password: [text] } });
  });

  it.each([
    ['ru', 'E-mail не может быть пустым.'],
    ['es', 'El correo electrónico no puede estar vacío.'],
    ['en', 'Email cannot be blank.'],
  ])("a schema's own text (%s)", async (lang, text) => {
    const res = await t.call({
      method: 'POST',
      url: `/spa/api/v1/auth/login?lang=${lang}`,
      payload: { email: '', password: 'secret-pass' },
      remoteAddress: nextIp(),
    });
    expect(res.json()).toEqual({ success: false, errors: { email: [text] } });
  });

  it.each([
    [
      'a wrong type',
      { stage_day_id: 'x', user_course_stream_id: 1, stage_day_lesson_set_lesson_id: 1, viewed_seconds: 1 },
      'stage_day_id',
      'Must be a number.',
    ],
    [
      'a number too large',
      {
        stage_day_id: 2 ** 31,
        user_course_stream_id: 1,
        stage_day_lesson_set_lesson_id: 1,
        viewed_seconds: 1,
      },
      'stage_day_id',
      'Must be at most 2147483647.',
    ],
  ])('%s', async (_name, payload, field, text) => {
    const res = await t.call({ method: 'POST', url: api('/save-lesson-stat'), token, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toContainEqual({ field, message: text });
  });
});

describe('text PostgreSQL cannot store, in a query (issue 25: every part of a request, in one place)', () => {
  it('is 422 on the parameter, before its own schema', async () => {
    const res = await t.call({ method: 'GET', url: `${api('/courses')}&expand=a%00b`, token });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual([{ field: 'expand', message: 'Must not contain the NUL character.' }]);
  });
});
