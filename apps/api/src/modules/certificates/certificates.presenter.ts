import {
  CERTIFICATE_DESIGN_DEFAULTS,
  type Certificate,
  type CertificateDesign,
  type CertificateVerification,
} from '@cp/contract';
import type { CertificateDesignRow, CertificateRow } from './certificates.repository.js';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A certificate on the wire; `verifyUrl` is its address on the school's host. */
export function presentCertificate(row: CertificateRow, verifyUrl: string): Certificate {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    school_name: row.schoolName,
    issued_at: seconds(row.issuedAt)!,
    revoked_at: seconds(row.revokedAt),
    verify_url: verifyUrl,
  };
}

/** What the verification address shows: the row's words, never the learner's account. */
export function presentVerification(row: CertificateRow): CertificateVerification {
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    number: row.number,
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    school_name: row.schoolName,
    issued_at: seconds(row.issuedAt)!,
    revoked_at: seconds(row.revokedAt),
  };
}

/** The design as saved, or the defaults before the school saves one. */
export function presentDesign(
  row: CertificateDesignRow | null,
  school: { name: string; logoUrl: string | null },
): CertificateDesign {
  return {
    show_logo: row?.showLogo ?? CERTIFICATE_DESIGN_DEFAULTS.show_logo,
    primary_color: row?.primaryColor ?? CERTIFICATE_DESIGN_DEFAULTS.primary_color,
    accent_color: row?.accentColor ?? CERTIFICATE_DESIGN_DEFAULTS.accent_color,
    signature_text: row?.signatureText ?? CERTIFICATE_DESIGN_DEFAULTS.signature_text,
    logo_url: school.logoUrl,
    school_name: school.name,
  };
}
