import type {
  CertificateDesign,
  CertificateDesignBody,
  ConsoleCertificate,
  ConsoleCertificatePage,
  PageQuery,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { auditActor, recordAudit } from '../audit/index.js';
import { presentCertificate, presentDesign } from './certificates.presenter.js';
import {
  type CertificateDesignRow,
  type CertificateRow,
  designRowOf,
  revokeCertificate,
  schoolCertificates,
  upsertDesign,
} from './certificates.repository.js';
import { type CertificateLinkOptions, verifyUrlOf } from './certificates.service.js';

const schoolOf = (request: FastifyRequest) => ({
  name: request.tenant.project.name,
  logoUrl: request.tenant.domain.frontendSettings.spa_header_logo ?? null,
});

/** `GET /console/certificate-design`: the school's design, or the defaults. */
export async function designOf(app: FastifyInstance, request: FastifyRequest): Promise<CertificateDesign> {
  return presentDesign(await designRowOf(app.db, request.tenant.project.id), schoolOf(request));
}

/** A design as the audit log shows it: the console's field names. */
const auditedDesign = (
  d: Pick<CertificateDesignRow, 'showLogo' | 'primaryColor' | 'accentColor' | 'signatureText'>,
) => ({
  show_logo: d.showLogo,
  primary_color: d.primaryColor,
  accent_color: d.accentColor,
  signature_text: d.signatureText,
});

/**
 * `PUT /console/certificate-design`: the whole design; issued certificates are drawn with it from
 * now on. Audited in the change's transaction (decision 119), with the design before and after.
 */
export async function saveDesign(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CertificateDesignBody,
): Promise<CertificateDesign> {
  const projectId = request.tenant.project.id;
  const design = {
    showLogo: body.show_logo,
    primaryColor: body.primary_color.toLowerCase(),
    accentColor: body.accent_color.toLowerCase(),
    signatureText: body.signature_text,
  };
  const row = await app.db.transaction(async (tx) => {
    const before = await designRowOf(tx, projectId);
    const saved = await upsertDesign(tx, projectId, design, request.user.id);
    await recordAudit(tx, auditActor(request), {
      action: 'certificate_design.update',
      targetType: 'certificate_design',
      targetId: null,
      details: before
        ? { before: auditedDesign(before), after: auditedDesign(design) }
        : { after: auditedDesign(design) },
    });
    return saved;
  });
  return presentDesign(row, schoolOf(request));
}

function presentConsole(
  request: FastifyRequest,
  row: CertificateRow,
  email: string | null,
  opts: CertificateLinkOptions,
): ConsoleCertificate {
  return {
    ...presentCertificate(row, verifyUrlOf(request, row.code, opts)),
    user_id: row.userId,
    user_email: email,
  };
}

/** `GET /console/certificates`: the school's certificates, newest first. */
export async function listCertificates(
  app: FastifyInstance,
  request: FastifyRequest,
  query: PageQuery,
  opts: CertificateLinkOptions,
): Promise<ConsoleCertificatePage> {
  const { rows, total } = await schoolCertificates(
    app.db,
    request.tenant.project.id,
    query.page,
    query['per-page'],
  );
  return { items: rows.map((r) => presentConsole(request, r.certificate, r.email, opts)), total };
}

/**
 * `POST /console/certificates/{id}/revoke`: its verification address says "revoked" from now on
 * and its learner can no longer download it. Revoking it again changes nothing; another school's
 * id is 404.
 */
export async function revoke(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  opts: CertificateLinkOptions,
): Promise<ConsoleCertificate> {
  const row = await app.db.transaction(async (tx) => {
    const found = await revokeCertificate(tx, request.tenant.project.id, id, request.user.id);
    // Revoking it again changes nothing, and the log says only what changed (decision 119).
    if (found?.revokedNow) {
      const { certificate } = found;
      await recordAudit(tx, auditActor(request), {
        action: 'certificate.revoke',
        targetType: 'certificate',
        targetId: certificate.id,
        details: {
          subject: `№ ${certificate.number}: ${certificate.learnerName}, ${certificate.courseTitle}`,
          user_id: certificate.userId,
        },
      });
    }
    return found;
  });
  if (!row) throw new ApiError(404, message('notFound', request.lang));
  return presentConsole(request, row.certificate, row.email, opts);
}
