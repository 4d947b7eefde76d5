import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_VERIFY_PATH,
  type Certificate,
  type CertificateDesignBody,
  type Language,
  type StreamCertificate,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { schoolOrigin } from '../../lib/public-origin.js';
import { ApiError } from '../../plugins/errors.js';
import { ownStream } from '../streams/index.js';
import { hasEarnedCertificate } from './certificate-eligibility.js';
import { logoPngOf } from './certificate-logo.js';
import { type CertificateText, renderCertificatePdf } from './certificate-pdf.js';
import { presentCertificate, presentDesign, presentVerification } from './certificates.presenter.js';
import {
  type CertificateRow,
  certificateByCode,
  certificateById,
  certificateOfStream,
  designRowOf,
  insertCertificate,
} from './certificates.repository.js';

/** Where the verification address lives: the school's configured host, as mailed links are built. */
export interface CertificateLinkOptions {
  routerBase: string;
  publicUrl?: string | undefined;
  port?: number | undefined;
}

/** The verification address of a code on the host of this request's school (ARCHITECTURE §8). */
export function verifyUrlOf(request: FastifyRequest, code: string, opts: CertificateLinkOptions): string {
  const origin = schoolOrigin(request.tenant.domain.host, { publicUrl: opts.publicUrl, port: opts.port });
  const base = opts.routerBase.endsWith('/') ? opts.routerBase : `${opts.routerBase}/`;
  return `${origin}${base}${CERTIFICATE_VERIFY_PATH.slice(1)}${code}`;
}

/** `GET /user-course-streams/{id}/certificate`: earned or not, and the certificate once issued. */
export async function streamCertificateOf(
  app: FastifyInstance,
  request: FastifyRequest,
  streamId: number,
  opts: CertificateLinkOptions,
): Promise<StreamCertificate> {
  const { state, content } = await ownStream(app, request, streamId);
  const row = await certificateOfStream(app.db, request.tenant.project.id, streamId);
  return {
    earned: row !== null || hasEarnedCertificate(state, content),
    certificate: row ? presentCertificate(row, verifyUrlOf(request, row.code, opts)) : null,
  };
}

/**
 * `POST /user-course-streams/{id}/certificate`: issues the stream's certificate once it is earned
 * (409 before), with the learner's name, the course's title and the school's name as they are now;
 * a second call answers the same certificate.
 */
export async function issueCertificate(
  app: FastifyInstance,
  request: FastifyRequest,
  streamId: number,
  opts: CertificateLinkOptions,
): Promise<Certificate> {
  const projectId = request.tenant.project.id;
  const { state, content } = await ownStream(app, request, streamId);
  const present = (row: CertificateRow) => presentCertificate(row, verifyUrlOf(request, row.code, opts));
  const existing = await certificateOfStream(app.db, projectId, streamId);
  if (existing) return present(existing);
  if (!hasEarnedCertificate(state, content)) {
    throw new ApiError(409, message('certificateNotEarned', request.lang));
  }
  const learnerName = [request.user.name, request.user.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  if (!learnerName) throw new ApiError(409, message('certificateNeedsName', request.lang));
  // Another issue may take the school's next number between our read and our write: a few tries.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertCertificate(app.db, {
      projectId,
      userId: request.user.id,
      userCourseStreamId: streamId,
      courseId: content.course.id,
      code: randomBytes(16).toString('base64url'),
      learnerName,
      courseTitle: content.course.title,
      schoolName: request.tenant.project.name,
    });
    if (row) return present(row);
    const raced = await certificateOfStream(app.db, projectId, streamId);
    if (raced) return present(raced);
  }
  throw new Error('could not number a certificate after 5 tries');
}

/** The school's design and logo as the PDF draws them. */
export async function lookOf(db: Db, request: FastifyRequest, design?: CertificateDesignBody) {
  const logoUrl = request.tenant.domain.frontendSettings.spa_header_logo ?? null;
  const saved =
    design ??
    presentDesign(await designRowOf(db, request.tenant.project.id), {
      name: request.tenant.project.name,
      logoUrl,
    });
  return {
    primaryColor: saved.primary_color.toLowerCase(),
    accentColor: saved.accent_color.toLowerCase(),
    signatureText: saved.signature_text,
    logoPng: saved.show_logo ? await logoPngOf(db, logoUrl) : null,
  };
}

/** `GET /certificates/{id}/pdf`: the learner's own certificate, drawn from its row (404 for anyone else's). */
export async function certificatePdf(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  opts: CertificateLinkOptions,
): Promise<{ pdf: Uint8Array; row: CertificateRow }> {
  const row = await certificateById(app.db, request.tenant.project.id, id);
  if (!row || row.userId !== request.user.id) throw new ApiError(404, message('notFound', request.lang));
  if (row.revokedAt) throw new ApiError(410, message('certificateRevoked', request.lang));
  const text: CertificateText = {
    number: row.number,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    schoolName: row.schoolName,
    issuedAt: row.issuedAt,
    timeZone: request.tenant.project.timeZone,
    verifyUrl: verifyUrlOf(request, row.code, opts),
  };
  return { pdf: await renderCertificatePdf(text, await lookOf(app.db, request), request.lang), row };
}

/** A sample certificate with a design the console has not saved yet (its preview). */
export async function samplePdf(
  app: FastifyInstance,
  request: FastifyRequest,
  design: CertificateDesignBody,
  opts: CertificateLinkOptions,
): Promise<Uint8Array> {
  const lang: Language = request.lang;
  const text: CertificateText = {
    number: 1,
    learnerName: message('certificateSampleName', lang),
    courseTitle: message('certificateSampleCourse', lang),
    schoolName: request.tenant.project.name,
    issuedAt: new Date(),
    timeZone: request.tenant.project.timeZone,
    verifyUrl: verifyUrlOf(request, 'sample', opts),
  };
  return renderCertificatePdf(text, await lookOf(app.db, request, design), lang);
}

/**
 * `GET /certificates/verify/{code}`: what a verification address shows, open to anyone. Only this
 * host's school's certificates are found: another school's code is as unknown as a forged one.
 */
export async function verifyCertificate(app: FastifyInstance, request: FastifyRequest, code: string) {
  const row = await certificateByCode(app.db, request.tenant.project.id, code);
  if (!row) throw new ApiError(404, message('certificateUnknown', request.lang));
  return presentVerification(row);
}
