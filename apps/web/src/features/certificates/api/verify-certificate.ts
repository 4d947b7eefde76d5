import { CERTIFICATE_ROUTES, type CertificateVerification } from '@cp/contract';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** What a verification address shows, in client names (times in milliseconds). */
export type Verification =
  | {
      kind: 'valid' | 'revoked';
      number: number;
      learnerName: string;
      courseTitle: string;
      schoolName: string;
      issuedAt: number;
      revokedAt: number | null;
    }
  | { kind: 'unknown' };

export function toVerification(wire: CertificateVerification): Verification {
  return {
    kind: wire.status,
    number: wire.number,
    learnerName: wire.learner_name,
    courseTitle: wire.course_title,
    schoolName: wire.school_name,
    issuedAt: wire.issued_at * 1000,
    revokedAt: wire.revoked_at === null ? null : wire.revoked_at * 1000,
  };
}

/**
 * `GET /certificates/verify/{code}` (issue 32): anyone, signed in or not. A code this school never
 * issued (404) or of the wrong shape (422) is "no such certificate", not an error of the screen.
 */
export async function verifyCertificate(code: string): Promise<Verification> {
  try {
    const { data } = await apiGet<CertificateVerification>(
      CERTIFICATE_ROUTES.verify.replace(':code', encodeURIComponent(code)),
    );
    return toVerification(data);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422))
      return { kind: 'unknown' };
    throw error;
  }
}
