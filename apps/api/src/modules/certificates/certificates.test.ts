import {
  CERTIFICATE_CODE_PATTERN,
  certificate,
  certificateVerification,
  httpError,
  streamCertificate,
  validationErrorList,
} from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courses, projects, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addStream } from '../learning/learning-fixtures.js';
import {
  addCertificateSchool,
  type CertificateSchool,
  finishLastDay,
  pdfText,
  reviewSummary,
} from './certificates-fixtures.js';

/** A learner's certificate of completion (issue 32): earning, issuing, the PDF, the verification address. */
let t: TestApp;
let a: CertificateSchool;
let b: CertificateSchool;
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://platform.example' } });
  a = await addCertificateSchool(t, 'cert-a.test');
  b = await addCertificateSchool(t, 'cert-b.test');
  await t.db.update(users).set({ name: 'Анна', lastName: 'Смирнова' }).where(eq(users.id, a.users.anna.id));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, host = a.host) =>
  t.call({ method, url: `${base}${url}?lang=en`, token, host });
const streamUrl = (s: CertificateSchool, who: 'anna' | 'bob') =>
  `/user-course-streams/${s.streams[who].id}/certificate`;

describe('earning and issuing', () => {
  it('is not earned on day 7: the GET says so, the POST refuses with 409 and writes nothing', async () => {
    const res = await call('GET', streamUrl(a, 'anna'), a.tokens.anna);
    expect(res.statusCode).toBe(200);
    expect(streamCertificate.parse(res.json())).toEqual({ earned: false, certificate: null });
    const post = await call('POST', streamUrl(a, 'anna'), a.tokens.anna);
    expect(post.statusCode).toBe(409);
    expect(httpError.parse(post.json()).message).toMatch(/last day/);
    expect(await t.db.select().from(certificates)).toHaveLength(0);
  });

  it('the last day alone, or a failed required homework, does not earn it', async () => {
    await finishLastDay(t, a, 'anna');
    expect((await call('GET', streamUrl(a, 'anna'), a.tokens.anna)).json()).toMatchObject({ earned: false });
    await reviewSummary(t, a, 'anna', 'FAIL');
    expect((await call('GET', streamUrl(a, 'anna'), a.tokens.anna)).json()).toMatchObject({ earned: false });
    expect((await call('POST', streamUrl(a, 'anna'), a.tokens.anna)).statusCode).toBe(409);
  });

  it('the required homework accepted as well: issued once, numbered, with an unguessable code on the school host', async () => {
    await reviewSummary(t, a, 'anna', 'DONE');
    expect((await call('GET', streamUrl(a, 'anna'), a.tokens.anna)).json()).toEqual({
      earned: true,
      certificate: null,
    });
    const first = await call('POST', streamUrl(a, 'anna'), a.tokens.anna);
    expect(first.statusCode).toBe(200);
    const cert = certificate.parse(first.json());
    expect(cert).toMatchObject({
      number: 1,
      learner_name: 'Анна Смирнова',
      course_title: a.content.course.title,
      school_name: `School ${a.host}`,
      revoked_at: null,
      verify_url: `https://cert-a.test/class/certificates/${cert.code}`,
    });
    expect(cert.code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(Buffer.from(cert.code, 'base64url')).toHaveLength(16);
    const again = certificate.parse((await call('POST', streamUrl(a, 'anna'), a.tokens.anna)).json());
    expect(again).toEqual(cert);
    expect(streamCertificate.parse((await call('GET', streamUrl(a, 'anna'), a.tokens.anna)).json())).toEqual({
      earned: true,
      certificate: cert,
    });
  });

  it('a learner without a name is asked for one (409), nothing issued', async () => {
    await finishLastDay(t, a, 'bob');
    await reviewSummary(t, a, 'bob', 'DONE');
    await t.db.update(users).set({ name: null, lastName: null }).where(eq(users.id, a.users.bob.id));
    // A write of the test's own, not the profile's: this process's cached session forgets it by hand.
    t.app.forgetCachedSessions(a.users.bob.id);
    const res = await call('POST', streamUrl(a, 'bob'), a.tokens.bob);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/name/);
    await t.db.update(users).set({ name: 'Bob', lastName: 'Stone' }).where(eq(users.id, a.users.bob.id));
    t.app.forgetCachedSessions(a.users.bob.id);
    expect(certificate.parse((await call('POST', streamUrl(a, 'bob'), a.tokens.bob)).json()).number).toBe(2);
  });

  it('a demo stream earns nothing, whatever it finished', async () => {
    const demo = await addStream(t.db, {
      projectId: b.projectId,
      userId: b.users.anna.id,
      courseId: b.courseId,
      startDate: new Date(Date.now() - 12 * 86_400_000),
      isDemo: true,
    });
    const s = { ...b, streams: { ...b.streams, anna: demo } };
    await finishLastDay(t, s, 'anna');
    await reviewSummary(t, s, 'anna', 'DONE');
    const res = await call('GET', `/user-course-streams/${demo.id}/certificate`, b.tokens.anna, b.host);
    expect(res.json()).toEqual({ earned: false, certificate: null });
  });
});

async function annaCertificate() {
  return certificate.parse((await call('GET', streamUrl(a, 'anna'), a.tokens.anna)).json().certificate);
}

describe('the PDF', () => {
  it('is a real PDF whose text has the learner, the course and the verification address', async () => {
    const cert = await annaCertificate();
    const res = await call('GET', `/certificates/${cert.id}/pdf`, a.tokens.anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${cert.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Анна Смирнова');
    expect(text).toContain(a.content.course.title);
    expect(text).toContain(cert.verify_url);
    expect(text).toContain('Certificate of completion');
  });

  it('is in the reader’s language', async () => {
    const cert = await annaCertificate();
    const res = await t.call({
      method: 'GET',
      url: `${base}/certificates/${cert.id}/pdf?lang=es`,
      token: a.tokens.anna,
      host: a.host,
    });
    expect(await pdfText(res.rawPayload)).toContain('Certificado de finalización');
  });

  it('still says what it said when the learner, the course and the school are renamed', async () => {
    const cert = await annaCertificate();
    await t.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, a.users.anna.id));
    await t.db.update(courses).set({ title: 'Renamed course' }).where(eq(courses.id, a.courseId));
    await t.db.update(projects).set({ name: 'Renamed school' }).where(eq(projects.id, a.projectId));
    // Written by the test, not the profile or the console: this process's caches forget them by hand.
    t.app.forgetCachedSessions(a.users.anna.id);
    t.app.learning.onCourseChanged(String(a.courseId));
    t.app.tenants.forget();
    const text = await pdfText((await call('GET', `/certificates/${cert.id}/pdf`, a.tokens.anna)).rawPayload);
    expect(text).toContain('Анна Смирнова');
    expect(text).not.toContain('Renamed');
    const verify = await call('GET', `/certificates/verify/${cert.code}`);
    expect(verify.json()).toMatchObject({ learner_name: 'Анна Смирнова', course_title: cert.course_title });
  });
});

describe('the verification address', () => {
  it('anyone, unsigned, sees a valid certificate with the name, the course and the date', async () => {
    const cert = await annaCertificate();
    const res = await call('GET', `/certificates/verify/${cert.code}`);
    expect(res.statusCode).toBe(200);
    expect(certificateVerification.parse(res.json())).toEqual({
      status: 'valid',
      number: cert.number,
      learner_name: cert.learner_name,
      course_title: cert.course_title,
      school_name: cert.school_name,
      issued_at: cert.issued_at,
      revoked_at: null,
    });
  });

  it('a forged code, and this code on another school’s host, are no certificate of that school (404)', async () => {
    const cert = await annaCertificate();
    const forged = await call('GET', `/certificates/verify/${'A'.repeat(22)}`);
    expect(forged.statusCode).toBe(404);
    expect(httpError.parse(forged.json()).message).toBe('This school has issued no such certificate.');
    const elsewhere = await call('GET', `/certificates/verify/${cert.code}`, undefined, b.host);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(cert.learner_name);
  });

  it('a code of the wrong shape is refused with the validation shape', async () => {
    const res = await call('GET', '/certificates/verify/short');
    expect(res.statusCode).toBe(422);
    expect(validationErrorList.parse(res.json())[0]?.field).toBe('code');
  });
});

describe('who may call what', () => {
  it('unsigned: 401 on the stream certificate, its issue and the PDF', async () => {
    const cert = await annaCertificate();
    for (const [method, url] of [
      ['GET', streamUrl(a, 'anna')],
      ['POST', streamUrl(a, 'anna')],
      ['GET', `/certificates/${cert.id}/pdf`],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });

  it('another learner’s stream and certificate are 404, and nothing is issued', async () => {
    const cert = await annaCertificate();
    const before = await t.db.select().from(certificates);
    expect((await call('GET', streamUrl(a, 'anna'), a.tokens.bob)).statusCode).toBe(404);
    expect((await call('POST', streamUrl(a, 'anna'), a.tokens.bob)).statusCode).toBe(404);
    const pdf = await call('GET', `/certificates/${cert.id}/pdf`, a.tokens.bob);
    expect(pdf.statusCode).toBe(404);
    expect(httpError.parse(pdf.json()).status).toBe(404);
    expect(await t.db.select().from(certificates)).toEqual(before);
  });

  it('another school’s learner on her own host gets 404 for this school’s ids', async () => {
    const cert = await annaCertificate();
    expect((await call('GET', streamUrl(a, 'anna'), b.tokens.anna, b.host)).statusCode).toBe(404);
    expect((await call('POST', streamUrl(a, 'anna'), b.tokens.anna, b.host)).statusCode).toBe(404);
    expect((await call('GET', `/certificates/${cert.id}/pdf`, b.tokens.anna, b.host)).statusCode).toBe(404);
  });

  it('bad ids are refused with the validation shape', async () => {
    for (const url of [
      '/user-course-streams/abc/certificate',
      '/certificates/0/pdf',
      '/certificates/-1/pdf',
    ]) {
      const res = await call('GET', url, a.tokens.anna);
      expect(res.statusCode).toBe(422);
      expect(validationErrorList.parse(res.json())[0]?.field).toBe('id');
    }
  });
});
