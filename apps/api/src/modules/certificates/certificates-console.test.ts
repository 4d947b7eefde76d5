import {
  CERTIFICATE_DESIGN_DEFAULTS,
  certificate,
  certificateDesign,
  consoleCertificate,
  consoleCertificatePage,
  validationErrorList,
} from '@cp/contract';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificateDesigns, certificates, domains, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { keepBrandAsset } from '../media/index.js';
import {
  addCertificateSchool,
  type CertificateSchool,
  finishLastDay,
  pdfText,
  reviewSummary,
} from './certificates-fixtures.js';

/** The console's certificate calls (issue 32): the design with its sample, the list, revocation. */
let t: TestApp;
let a: CertificateSchool;
let b: CertificateSchool;
let issued: { id: number; code: string };
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  a = await addCertificateSchool(t, 'cons-cert-a.test');
  b = await addCertificateSchool(t, 'cons-cert-b.test');
  await t.db.update(users).set({ lastName: 'Kowalska' }).where(eq(users.id, a.users.anna.id));
  await finishLastDay(t, a, 'anna');
  await reviewSummary(t, a, 'anna', 'DONE');
  const res = await t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${a.streams.anna.id}/certificate?lang=en`,
    token: a.tokens.anna,
    host: a.host,
  });
  issued = certificate.parse(res.json());
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown, host = a.host) =>
  t.call({
    method,
    url: `${base}${url}${url.includes('?') ? '&' : '?'}lang=en`,
    token,
    host,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The school's audit lines of `action` (decision 119). */
const auditLines = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, action)));

const design = {
  show_logo: false,
  primary_color: '#AA3300',
  accent_color: '#00aa55',
  signature_text: 'Мария Иванова, директор',
};

describe('the design', () => {
  it('answers the defaults with the brand logo and school name before the school saves one', async () => {
    const res = await call('GET', '/console/certificate-design', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(certificateDesign.parse(res.json())).toEqual({
      ...CERTIFICATE_DESIGN_DEFAULTS,
      logo_url: `/v/${a.host}/logo.svg`,
      school_name: `School ${a.host}`,
    });
  });

  it('saves a design (colours kept in lower case) and answers it on the next read', async () => {
    const res = await call('PUT', '/console/certificate-design', a.admin.token, design);
    expect(res.statusCode).toBe(200);
    const saved = {
      ...design,
      primary_color: '#aa3300',
      logo_url: `/v/${a.host}/logo.svg`,
      school_name: `School ${a.host}`,
    };
    expect(res.json()).toEqual(saved);
    expect((await call('GET', '/console/certificate-design', a.admin.token)).json()).toEqual(saved);
    // The console's log says who changed the design and to what.
    const [line] = await auditLines('certificate_design.update');
    expect(line).toMatchObject({ actorId: a.admin.user.id, targetType: 'certificate_design' });
    expect(line!.details).toMatchObject({
      after: { primary_color: '#aa3300', signature_text: design.signature_text, show_logo: false },
    });
  });

  it('refuses a bad colour, a too long signature and a missing field, field by field, saving nothing', async () => {
    const before = await t.db.select().from(certificateDesigns);
    for (const [body, field] of [
      [{ ...design, primary_color: 'red' }, 'primary_color'],
      [{ ...design, accent_color: '#12345' }, 'accent_color'],
      [{ ...design, signature_text: 'x'.repeat(121) }, 'signature_text'],
      [{ ...design, signature_text: 'a\u0000b' }, 'signature_text'],
      [{ primary_color: '#000000', accent_color: '#000000', signature_text: '' }, 'show_logo'],
    ] as const) {
      const res = await call('PUT', '/console/certificate-design', a.admin.token, body);
      expect(res.statusCode).toBe(422);
      expect(validationErrorList.parse(res.json()).map((e) => e.field)).toContain(field);
    }
    expect(await t.db.select().from(certificateDesigns)).toEqual(before);
  });

  it('the issued certificate is drawn with the saved signature', async () => {
    const res = await call('GET', `/certificates/${issued.id}/pdf`, a.tokens.anna);
    expect(await pdfText(res.rawPayload)).toContain('Мария Иванова, директор');
  });

  it('the preview is a sample PDF of the design sent, not saved', async () => {
    const res = await call('POST', '/console/certificate-design/preview', a.admin.token, {
      ...design,
      signature_text: 'Preview signer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Preview signer');
    expect(text).toContain('Anna Smith');
    const [row] = await t.db
      .select()
      .from(certificateDesigns)
      .where(eq(certificateDesigns.projectId, a.projectId));
    expect(row?.signatureText).toBe(design.signature_text);
  });
  it('draws the brand logo when shown (an uploaded one, from the store), and leaves it out when not', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#36c"/></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const url = await keepBrandAsset(t.db, a.projectId, png, 'png');
    await t.db
      .update(domains)
      .set({
        frontendSettings: sql`jsonb_set(${domains.frontendSettings}, '{spa_header_logo}', ${JSON.stringify(url)}::jsonb)`,
      })
      .where(eq(domains.host, a.host));
    t.app.tenants.forget();
    const pdfOf = async (show_logo: boolean) => {
      expect(
        (await call('PUT', '/console/certificate-design', a.admin.token, { ...design, show_logo }))
          .statusCode,
      ).toBe(200);
      return (await call('GET', `/certificates/${issued.id}/pdf`, a.tokens.anna)).rawPayload;
    };
    const withLogo = await pdfOf(true);
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    const without = await pdfOf(false);
    expect(without.includes('/Subtype /Image')).toBe(false);
    // A demo brand's logo is an SVG file of the repository: drawn into pixels for the PDF.
    await t.db
      .update(domains)
      .set({
        frontendSettings: sql`jsonb_set(${domains.frontendSettings}, '{spa_header_logo}', '"/v/mindful/logo.svg"'::jsonb)`,
      })
      .where(eq(domains.host, a.host));
    t.app.tenants.forget();
    expect((await pdfOf(true)).includes('/Subtype /Image')).toBe(true);
    // The fonts are subset to the glyphs used: the page stays small.
    expect(without.length).toBeLessThan(60_000);
  });
});

describe('the list and revocation', () => {
  it('lists the school’s certificates with their learners, paginated', async () => {
    const res = await call('GET', '/console/certificates', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('1');
    const page = consoleCertificatePage.parse(res.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: issued.id,
      learner_name: 'Anna Kowalska',
      user_id: a.users.anna.id,
      user_email: a.users.anna.email,
      revoked_at: null,
    });
    const other = consoleCertificatePage.parse(
      (await call('GET', '/console/certificates', b.admin.token, undefined, b.host)).json(),
    );
    expect(other.items).toEqual([]);
  });

  it('another school’s administrator cannot revoke it (404), and it stays valid', async () => {
    const res = await call('POST', `/console/certificates/${issued.id}/revoke`, b.admin.token, {}, b.host);
    expect(res.statusCode).toBe(404);
    expect(await auditLines('certificate.revoke')).toEqual([]);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, issued.id));
    expect(row?.revokedAt).toBeNull();
  });

  it('revokes: the verification address says revoked with the date, the learner can no longer download it', async () => {
    const res = await call('POST', `/console/certificates/${issued.id}/revoke`, a.admin.token, {});
    expect(res.statusCode).toBe(200);
    const revoked = consoleCertificate.parse(res.json());
    expect(revoked.revoked_at).toBeGreaterThan(0);
    expect(revoked.user_email).toBe(a.users.anna.email);
    const verify = await call('GET', `/certificates/verify/${issued.code}`);
    expect(verify.json()).toMatchObject({ status: 'revoked', revoked_at: revoked.revoked_at });
    const pdf = await call('GET', `/certificates/${issued.id}/pdf`, a.tokens.anna);
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json().message).toBe('The school has revoked this certificate.');
    const again = consoleCertificate.parse(
      (await call('POST', `/console/certificates/${issued.id}/revoke`, a.admin.token, {})).json(),
    );
    expect(again.revoked_at).toBe(revoked.revoked_at);
    // One line in the console's log: revoking it again changed nothing.
    const lines = await auditLines('certificate.revoke');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: a.admin.user.id,
      targetType: 'certificate',
      targetId: String(issued.id),
    });
    const mine = await call('GET', `/user-course-streams/${a.streams.anna.id}/certificate`, a.tokens.anna);
    expect(mine.json().certificate.revoked_at).toBe(revoked.revoked_at);
  });
});

describe('who may call the console', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/console/certificate-design'],
    ['PUT', '/console/certificate-design', design],
    ['POST', '/console/certificate-design/preview', design],
    ['GET', '/console/certificates'],
    ['POST', '/console/certificates/1/revoke', {}],
  ];

  it('unsigned: 401; a learner and an expert of the school: 403; nothing changes', async () => {
    const before = await t.db.select().from(certificateDesigns);
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, a.tokens.anna, body)).statusCode).toBe(403);
      const expert = await call(method, url, a.tokens.eva, body);
      expect(expert.statusCode).toBe(403);
      expect(expert.json()).toMatchObject({ status: 403 });
    }
    expect(await t.db.select().from(certificateDesigns)).toEqual(before);
  });

  it('another school’s administrator’s token on this school’s host: 401', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, b.admin.token, body)).statusCode).toBe(401);
    }
  });

  it('a bad certificate id is refused with the validation shape', async () => {
    const res = await call('POST', '/console/certificates/abc/revoke', a.admin.token, {});
    expect(res.statusCode).toBe(422);
    expect(validationErrorList.parse(res.json())[0]?.field).toBe('id');
  });
});
