import { learnerImportPreview, learnerImportResult } from '@cp/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, oneTimeTokens, userCourseStreams, users } from '../../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartBody } from '../content/content-fixtures.js';

/**
 * The CSV import of learners (issue 28 point 7, decision 115): a preview that checks every row and
 * writes nothing; an import that applies every row in one transaction or none; the file's own
 * problems (header, empty, size, encoding, rows) refused with what to fix. Administrators only.
 */
let t: TestApp;
let a: School;
let b: School;

type School = ChatSchool & { admin: string; slugCourse: { id: number; title: string } };

async function addSchoolWithAdmin(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  const [course] = await t.db
    .insert(courses)
    .values({ projectId: s.projectId, title: `Yoga of ${host}`, slug: 'yoga' })
    .returning();
  return {
    ...s,
    admin: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile'),
    slugCourse: { id: course!.id, title: course!.title },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await addSchoolWithAdmin('import-a.test');
  b = await addSchoolWithAdmin('import-b.test');
});
afterAll(() => t.close());

type Step = 'preview' | 'import';
const url = (step: Step, query = 'lang=en') =>
  `/spa/api/v1/staff/learners/${step === 'preview' ? 'import/preview' : 'import'}?${query}`;

/** Sends `csv` (text or bytes) as the multipart `file`. `token` null: no token. */
function send(
  step: Step,
  csv: string | Buffer,
  opts: { token?: string | null; host?: string; query?: string; name?: string } = {},
) {
  const body = multipartBody(
    typeof csv === 'string' ? Buffer.from(csv) : csv,
    opts.name ?? 'learners.csv',
    'file',
    'text/csv',
  );
  return t.call({
    method: 'POST',
    url: url(step, opts.query),
    token: opts.token === null ? undefined : (opts.token ?? a.admin),
    host: opts.host ?? a.host,
    ...body,
  });
}

async function snapshot() {
  return {
    users: (await t.db.select().from(users)).length,
    streams: (await t.db.select().from(userCourseStreams)).length,
    tokens: (await t.db.select().from(oneTimeTokens)).length,
    audit: (await t.db.select().from(auditLog)).length,
  };
}

describe('who may import', () => {
  it('nobody, a learner and an expert are refused at both steps, and nothing changes', async () => {
    const before = await snapshot();
    const csv = 'email\nwho@import-a.test\n';
    for (const step of ['preview', 'import'] as const) {
      expect((await send(step, csv, { token: null })).statusCode).toBe(401);
      expect((await send(step, csv, { token: a.tokens.anna })).statusCode).toBe(403);
      const expert = await send(step, csv, { token: a.tokens.eva });
      expect(expert.statusCode).toBe(403);
      expect(expert.json().message).toMatch(/administrators only/);
      expect((await send(step, csv, { token: b.admin })).statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('another school’s course ids and slugs are unknown courses', async () => {
    const csv = `email,course\nx1@import-a.test,${b.courseId}\nx2@import-a.test,${b.slugCourse.id}\n`;
    const preview = learnerImportPreview.parse((await send('preview', csv)).json());
    expect(preview.rows.map((r) => r.errors)).toEqual([
      [{ field: 'course', message: `No course “${b.courseId}” (give the course’s id or slug).` }],
      [{ field: 'course', message: `No course “${b.slugCourse.id}” (give the course’s id or slug).` }],
    ]);
    const before = await snapshot();
    expect((await send('import', csv)).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the preview', () => {
  it('reads every row and says what is wrong with each, in the person’s language, writing nothing', async () => {
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, a.users.bob.id));
    const csv = [
      'Email;Name;Course;Language',
      'good@import-a.test;Gina;yoga;en',
      'not-an-address;;;',
      ';Nameless;;',
      'GOOD@import-a.test;Again;;',
      `${a.users.anna.email};;${a.courseId};`,
      `${a.users.eva.email};;;`,
      `${a.users.bob.email};;;`,
      'lang@import-a.test;;;fr',
      'course@import-a.test;;nope;',
      '"multi@import-a.test";"Line',
      'break";;',
      'ok2@import-a.test;;;ru-RU',
    ].join('\r\n');
    const before = await snapshot();
    const res = await send('preview', csv);
    expect(res.statusCode, res.body).toBe(200);
    const preview = learnerImportPreview.parse(res.json());
    expect(await snapshot()).toEqual(before);
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r]));
    expect(byLine[2]).toMatchObject({
      email: 'good@import-a.test',
      name: 'Gina',
      course: { id: a.slugCourse.id, title: a.slugCourse.title },
      language: 'en',
      learner_id: null,
      errors: [],
    });
    expect(byLine[3]!.errors).toEqual([{ field: 'email', message: 'Not a valid e-mail address.' }]);
    expect(byLine[4]!.errors).toEqual([{ field: 'email', message: 'The e-mail is missing.' }]);
    expect(byLine[5]!.errors).toEqual([{ field: 'email', message: 'This e-mail is already on line 2.' }]);
    expect(byLine[6]).toMatchObject({
      learner_id: a.users.anna.id,
      errors: [
        { field: 'course', message: `Already enrolled in “Course of import-a.test”: the stream is active.` },
      ],
    });
    expect(byLine[7]!.errors[0]?.message).toMatch(/member of the school’s team/);
    expect(byLine[8]!.errors[0]?.message).toMatch(/blocked/);
    expect(byLine[9]!.errors).toEqual([
      { field: 'language', message: 'Unknown language “fr” (ru, en or es).' },
    ]);
    expect(byLine[10]!.errors[0]?.field).toBe('course');
    // A quoted value across two lines: the row starts on line 11, the next one is line 13.
    expect(byLine[11]).toMatchObject({ email: 'multi@import-a.test', name: 'Line\r\nbreak', errors: [] });
    expect(byLine[13]).toMatchObject({ language: 'ru', errors: [] });
    expect(preview).toMatchObject({ valid: 3, invalid: 8 });
    expect(preview.end_date - preview.start_date).toBe(30 * 86_400);

    const ru = learnerImportPreview.parse((await send('preview', csv, { query: 'lang=ru' })).json());
    expect(ru.rows.find((r) => r.line === 3)?.errors[0]?.message).toBe('Неверный адрес e-mail.');

    // The import of that file writes nothing and names each problem by line and column.
    const refused = await send('import', csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(
      expect.arrayContaining([
        { field: 'line.3.email', message: 'Not a valid e-mail address.' },
        { field: 'line.9.language', message: 'Unknown language “fr” (ru, en or es).' },
      ]),
    );
    expect(await snapshot()).toEqual(before);
    await t.db.update(users).set({ blockedAt: null }).where(eq(users.id, a.users.bob.id));
  });
});

describe('the import', () => {
  it('applies every row in one transaction: accounts, streams, links, audit lines; then the answer with each link', async () => {
    const lea = await addUser(t.db, a.projectId, 'lea@import-a.test', 'secret-pass');
    const csv = [
      'email,name,last_name,course,language',
      'one@import-a.test,Uno,First,yoga,es',
      `two@import-a.test,,,${a.courseId},`,
      'three@import-a.test,Tres,,,',
      'lea@import-a.test,Renamed,,yoga,',
      `${a.users.bob.email},,,yoga,`,
    ].join('\n');
    const preview = learnerImportPreview.parse((await send('preview', csv)).json());
    expect(preview).toMatchObject({ valid: 5, invalid: 0 });
    const start = Math.floor(Date.now() / 1000) + 86_400;
    const res = await send('import', csv, {
      query: `lang=en&start_date=${start}&days=10`,
      name: 'spring.csv',
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = learnerImportResult.parse(res.json());
    expect(result).toMatchObject({ created: 3, existing: 2, enrolled: 4 });
    expect(result.rows.map((r) => [r.line, r.email, r.created, r.mail, r.link_signs_in])).toEqual([
      [2, 'one@import-a.test', true, 'not_configured', true],
      [3, 'two@import-a.test', true, 'not_configured', true],
      [4, 'three@import-a.test', true, 'not_configured', true],
      [5, 'lea@import-a.test', false, 'not_configured', false],
      // Bob has no password yet (an account made without one): his link signs him in too.
      [6, a.users.bob.email, false, 'not_configured', true],
    ]);
    const made = await t.db
      .select()
      .from(users)
      .where(
        inArray(users.email, [
          'one@import-a.test',
          'two@import-a.test',
          'three@import-a.test',
          'lea@import-a.test',
        ]),
      )
      .orderBy(users.id);
    expect(made.map((u) => [u.email, u.name, u.lastName, u.languageCode, u.role])).toEqual([
      ['lea@import-a.test', null, null, null, 'learner'],
      ['one@import-a.test', 'Uno', 'First', 'es-ES', 'learner'],
      ['two@import-a.test', null, null, 'ru-RU', 'learner'],
      ['three@import-a.test', 'Tres', null, 'ru-RU', 'learner'],
    ]);
    expect(lea.name).toBeNull();
    const streams = await t.db
      .select()
      .from(userCourseStreams)
      .where(
        inArray(
          userCourseStreams.id,
          result.rows.flatMap((r) => (r.stream_id ? [r.stream_id] : [])),
        ),
      );
    expect(streams).toHaveLength(4);
    for (const s of streams) {
      expect(s.startDate!.getTime() / 1000).toBe(start);
      expect((s.endDate!.getTime() - s.startDate!.getTime()) / 86_400_000).toBe(10);
    }
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.import'));
    expect(line?.details).toEqual({ file: 'spring.csv', rows: 5, created: 3, existing: 2, enrolled: 4 });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.invite'))).length).toBe(5);

    // A row's link signs its learner in.
    const token = new URL(result.rows[0]!.link).searchParams.get('token')!;
    const signedIn = await t.call({
      method: 'POST',
      url: '/spa/api/v1/auth/login-by-token?lang=en',
      host: a.host,
      payload: { token },
    });
    expect(signedIn.json()).toMatchObject({ success: true });

    // The same file again: every enrolled row is now "already enrolled", and nothing is written.
    const before = await snapshot();
    const again = await send('import', csv);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toHaveLength(4);
    expect(await snapshot()).toEqual(before);
  });

  it('a row that fails since the preview rolls the whole import back', async () => {
    const csv = `email,course\nfirst@import-a.test,yoga\nlater@import-a.test,yoga\n`;
    expect(learnerImportPreview.parse((await send('preview', csv)).json())).toMatchObject({ invalid: 0 });
    // Meanwhile the second address becomes a member of the team.
    await addUser(t.db, a.projectId, 'later@import-a.test', 'secret-pass', { role: 'expert' });
    const before = await snapshot();
    const res = await send('import', csv);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      {
        field: 'line.3.email',
        message: 'This address belongs to a member of the school’s team, not a learner.',
      },
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.select().from(users).where(eq(users.email, 'first@import-a.test'))).toEqual([]);
  });

  it('a stream end before its start is 422 on the query, and nothing changes', async () => {
    const before = await snapshot();
    const now = Math.floor(Date.now() / 1000);
    const res = await send('import', 'email,course\nx@import-a.test,yoga\n', {
      query: `lang=en&start_date=${now}&end_date=${now - 10}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'end_date', message: 'The end date must be later than the start date.' },
    ]);
    const both = await send('preview', 'email\nx@import-a.test\n', {
      query: `lang=en&end_date=${now + 99}&days=3`,
    });
    expect(both.json()).toEqual([{ field: 'end_date', message: 'Give either end_date or days.' }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a file that is not a file of learners', () => {
  const refused = async (csv: string | Buffer, status: number, text: RegExp) => {
    const before = await snapshot();
    for (const step of ['preview', 'import'] as const) {
      const res = await send(step, csv);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(status);
      const body = res.json();
      const message = Array.isArray(body) ? body[0].message : body.message;
      if (Array.isArray(body)) expect(body[0].field).toBe('file');
      expect(message).toMatch(text);
    }
    expect(await snapshot()).toEqual(before);
  };

  it('a wrong header', async () => {
    await refused('name,course\nAnn,yoga\n', 422, /no email column/);
    await refused(
      'e-mail\nann@import-a.test\n',
      422,
      /Unknown column “e-mail”\. The columns are: email, name, last_name, course, language/,
    );
    await refused('email,name,email\na@b.test,A,a@b.test\n', 422, /“email” appears twice/);
  });

  it('empty, or a header without rows', async () => {
    await refused('', 422, /The file is empty/);
    await refused('\uFEFF \r\n\r\n', 422, /The file is empty/);
    await refused('email,name\n\n,\n', 422, /no rows of learners/);
  });

  it('not UTF-8 text', async () => {
    // "email\nИван@..." in Windows-1251, the way a Russian Excel saves "CSV".
    await refused(
      Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xc8, 0xe2, 0xe0, 0xed, 0x0a]),
      422,
      /not UTF-8/,
    );
    await refused(Buffer.from('email\n', 'utf16le'), 422, /not UTF-8/);
  });

  it('broken quotes', async () => {
    await refused('email,name\na@import-a.test,"open\n', 422, /not valid CSV \(line 2\)/);
  });

  it('too many rows, or too many bytes', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `r${i}@import-a.test`);
    await refused(`email\n${rows.join('\n')}\n`, 422, /more than 1000 rows/);
    await refused(`email\n${'a'.repeat(1024 * 1024)}\n`, 413, /larger than 1 MB/);
  });

  it('no file part, or a row with more values than the header', async () => {
    const none = await t.call({
      method: 'POST',
      url: url('preview'),
      token: a.admin,
      host: a.host,
      payload: { email: 'x@y.test' },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual([{ field: 'file', message: 'Attach a CSV file.' }]);
    const preview = learnerImportPreview.parse(
      (await send('preview', 'email,name\nv@import-a.test,V,extra\n')).json(),
    );
    expect(preview.rows[0]!.errors).toEqual([
      { field: 'row', message: 'The row has 3 values; the header has 2 columns.' },
    ]);
  });
});
