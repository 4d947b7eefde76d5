import { RATE_LIMITS, SUPPORT_MESSAGE_MAX_LENGTH, supportCategoryList, techQuestion } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportCategories, techQuestions } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { type SmtpServer, startSmtpServer } from '../../test/smtp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addCourse, addStream } from '../learning/learning-fixtures.js';

let t: TestApp;
let smtp: SmtpServer;
let token: string;
let otherToken: string;
let ownStreamId: number;
let othersStreamId: number;
let foreignStreamId: number;
const url = (path: string) => `/spa/api/v1${path}`;
/** Each call from its own address, so that only the rate-limit case meets the limit. */
let ip = 0;
const nextIp = () => `10.1.${(++ip >> 8) & 255}.${ip & 255}`;

/** Categories of spec 01 §9: 10 pass homework and 7 renew course target a stream; 2 does not. */
const categories = (projectId: number) => [
  {
    projectId,
    id: 10,
    sort: 2,
    title: { ru: 'Сдать задание', en: 'Pass homework' },
    targetProduct: 1,
    requireProduct: true,
  },
  {
    projectId,
    id: 7,
    sort: 1,
    title: { ru: 'Продлить курс', en: 'Renew course' },
    targetProduct: 1,
    requireProduct: true,
  },
  {
    projectId,
    id: 2,
    sort: 3,
    title: { ru: 'Другое', en: 'Other', es: 'Otro' },
    targetProduct: 0,
    requireProduct: false,
  },
];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { SMTP_URL: smtp.url, MAIL_FROM: 'robot@platform.test' } });
  const a = await addSchool(t.db, 'school-a.test', {}, { supportEmail: 'help@school-a.test' });
  const b = await addSchool(t.db, 'school-b.test');
  await addSchool(t.db, 'school-c.test');
  await t.db
    .insert(supportCategories)
    .values([...categories(a.project.id), ...categories(b.project.id).slice(0, 1)]);
  const anna = await addUser(t.db, a.project.id, 'anna@example.com');
  const boris = await addUser(t.db, a.project.id, 'boris@example.com');
  const bella = await addUser(t.db, b.project.id, 'bella@example.com');
  const courseA = await addCourse(t.db, a.project.id);
  const courseB = await addCourse(t.db, b.project.id);
  ownStreamId = (
    await addStream(t.db, { projectId: a.project.id, userId: anna.id, courseId: courseA.course.id })
  ).id;
  othersStreamId = (
    await addStream(t.db, { projectId: a.project.id, userId: boris.id, courseId: courseA.course.id })
  ).id;
  foreignStreamId = (
    await addStream(t.db, { projectId: b.project.id, userId: bella.id, courseId: courseB.course.id })
  ).id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
  otherToken = await signIn(t.call, 'school-a.test', 'boris@example.com');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const stored = (id: number) => t.db.select().from(techQuestions).where(eq(techQuestions.id, id));

describe('GET /support-category', () => {
  it('lists the school’s categories by id, in the request’s language, to guests too', async () => {
    const res = await t.call({ method: 'GET', url: url('/support-category?sort=id&lang=en') });
    expect(res.statusCode).toBe(200);
    expect(supportCategoryList.parse(res.json())).toEqual([
      { id: 2, sort: 3, title: 'Other', target_product: 0, requireProduct: false },
      { id: 7, sort: 1, title: 'Renew course', target_product: 1, requireProduct: true },
      { id: 10, sort: 2, title: 'Pass homework', target_product: 1, requireProduct: true },
    ]);
  });

  it('orders by sort by default, falls back to Russian titles, and keeps schools apart', async () => {
    const es = await t.call({ method: 'GET', url: url('/support-category?lang=es'), token });
    expect(es.json().map((c: { id: number; title: string }) => [c.id, c.title])).toEqual([
      [7, 'Продлить курс'],
      [10, 'Сдать задание'],
      [2, 'Otro'],
    ]);
    const b = await t.call({ method: 'GET', url: url('/support-category'), host: 'school-b.test' });
    expect(b.json().map((c: { id: number }) => c.id)).toEqual([10]);
  });

  it('refuses an unknown sort with 422', async () => {
    expect((await t.call({ method: 'GET', url: url('/support-category?sort=title') })).statusCode).toBe(422);
  });
});

describe('POST /tech-questions', () => {
  it('stores the request about the learner’s own stream and mails it to the school’s support address', async () => {
    const before = smtp.received.length;
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions?lang=en'),
      token,
      payload: {
        target_id: ownStreamId,
        support_category_id: 10,
        name: 'Anna',
        message: 'Please check day 3.',
      },
    });
    expect(res.statusCode).toBe(201);
    const answer = techQuestion.parse(res.json());
    expect(answer).toMatchObject({
      support_category_id: 10,
      target_id: ownStreamId,
      message: 'Please check day 3.',
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toMatchObject({ text: 'help@school-a.test' });
    expect(mail!.from).toMatchObject({ text: 'robot@platform.test' });
    expect(mail!.subject).toContain('Pass homework');
    expect(mail!.text).toContain('Please check day 3.');
    expect(mail!.text).toContain('anna@example.com');
    // The school's "Reply" reaches the learner, not the robot sender (issue 8).
    expect(mail!.replyTo?.value).toEqual([{ address: 'anna@example.com', name: expect.any(String) }]);
    const [row] = await stored(answer.id);
    expect(row).toMatchObject({ kind: 'manual', userId: expect.any(Number), email: 'anna@example.com' });
    expect(row!.mailedAt).not.toBeNull();
  });

  it('ignores target_id for a category that targets no product', async () => {
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      token,
      payload: { target_id: othersStreamId, support_category_id: 2, name: 'Anna', message: 'Hello' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().target_id).toBeNull();
  });

  it.each([
    ['another learner’s stream', () => othersStreamId],
    ['a stream of another school', () => foreignStreamId],
    ['a stream that does not exist', () => 999_999],
  ])('refuses %s as target_id with 404, storing nothing', async (_, target) => {
    const before = await t.db.$count(techQuestions);
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      token,
      payload: { target_id: target(), support_category_id: 10, name: 'Anna', message: 'Hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.$count(techQuestions)).toBe(before);
  });

  it('needs target_id for a category that targets a product, and a known category', async () => {
    const noTarget = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      token,
      payload: { support_category_id: 7, name: 'Anna', message: 'Renew' },
    });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json()[0].field).toBe('target_id');
    const unknown = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      token,
      payload: { support_category_id: 55, name: 'Anna', message: 'Hi' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()[0].field).toBe('support_category_id');
  });

  it.each([
    { support_category_id: 2, name: 'Anna' },
    { support_category_id: 2, name: 'Anna', message: '   ' },
    { support_category_id: 2, name: '', message: 'Hi' },
    { support_category_id: 2, name: 'Anna', message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) },
    { support_category_id: '2', name: 'Anna', message: 'Hi' },
    { support_category_id: 0, name: 'Anna', message: 'Hi' },
    { name: 'Anna', message: 'Hi' },
  ])('refuses %j with 422', async (payload) => {
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      token: otherToken,
      payload,
    });
    expect(res.statusCode).toBe(422);
  });

  it('accepts a message of exactly the maximum length', async () => {
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      token: otherToken,
      payload: { support_category_id: 2, name: 'Boris', message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH) },
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs a signed-in learner', async () => {
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions'),
      payload: { support_category_id: 2, name: 'Anna', message: 'Hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /tech-questions/auto', () => {
  it('stores and mails a request without a message', async () => {
    const before = smtp.received.length;
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions/auto'),
      token,
      payload: { target_id: ownStreamId, support_category_id: 7, name: 'Anna' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: null, target_id: ownStreamId });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain(`Stream: #${ownStreamId}`);
    expect((await stored(res.json().id))[0]!.kind).toBe('auto');
  });

  it('refuses another learner’s stream with 404', async () => {
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions/auto'),
      token: otherToken,
      payload: { target_id: ownStreamId, support_category_id: 7, name: 'Boris' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /tech-questions/anonymous', () => {
  it('takes a guest’s request and mails it to the default support address of the domain', async () => {
    const before = smtp.received.length;
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions/anonymous'),
      host: 'school-b.test',
      payload: { email: ' Guest@Example.com ', name: 'Guest', message: 'I cannot sign in.' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toMatchObject({ text: 'support@school-b.test' });
    expect(mail!.text).toContain('guest@example.com');
    expect(mail!.replyTo?.value).toEqual([{ address: 'guest@example.com', name: 'Guest' }]);
    const [row] = await stored(res.json().id);
    expect(row).toMatchObject({ kind: 'anonymous', userId: null, email: 'guest@example.com' });
  });

  it('accepts a category that needs no product and refuses one that does', async () => {
    const ok = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions/anonymous'),
      payload: { email: 'g@example.com', name: 'G', message: 'Hi', support_category_id: 2 },
    });
    expect(ok.statusCode).toBe(201);
    const refused = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions/anonymous'),
      payload: { email: 'g@example.com', name: 'G', message: 'Hi', support_category_id: 10 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    { name: 'G', message: 'Hi' },
    { email: 'not-an-address', name: 'G', message: 'Hi' },
    { email: 'g@example.com', message: 'Hi' },
    { email: 'g@example.com', name: 'G', message: '' },
    { email: 'g@example.com', name: 'G', message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) },
    { email: 'g@example.com', name: 'G', message: 'Hi', support_category_id: 55 },
  ])('refuses %j with 422', async (payload) => {
    const res = await t.call({
      method: 'POST',
      remoteAddress: nextIp(),
      url: url('/tech-questions/anonymous'),
      host: 'school-b.test',
      payload,
    });
    expect(res.statusCode).toBe(422);
  });

  it('is rate-limited per school and address', async () => {
    const send = (host: string) =>
      t.call({
        method: 'POST',
        remoteAddress: '10.9.9.9',
        url: url('/tech-questions/anonymous?lang=en'),
        host,
        payload: { email: 'flood@example.com', name: 'F', message: 'Hi' },
      });
    for (let i = 0; i < RATE_LIMITS.support.max; i++)
      expect((await send('school-c.test')).statusCode).toBe(201);
    const refused = await send('school-c.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
  });
});
