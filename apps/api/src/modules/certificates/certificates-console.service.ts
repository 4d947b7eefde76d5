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
import { presentCertificate, presentDesign } from './certificates.presenter.js';
import {
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

/** `PUT /console/certificate-design`: the whole design; issued certificates are drawn with it from now on. */
export async function saveDesign(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CertificateDesignBody,
): Promise<CertificateDesign> {
  const row = await upsertDesign(
    app.db,
    request.tenant.project.id,
    {
      showLogo: body.show_logo,
      primaryColor: body.primary_color.toLowerCase(),
      accentColor: body.accent_color.toLowerCase(),
      signatureText: body.signature_text,
    },
    request.user.id,
  );
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
  const row = await revokeCertificate(app.db, request.tenant.project.id, id, request.user.id);
  if (!row) throw new ApiError(404, message('notFound', request.lang));
  return presentConsole(request, row.certificate, row.email, opts);
}
