import { z } from 'zod';
import { CERTIFICATE_CODE_PATTERN, CERTIFICATE_SIGNATURE_MAX } from './certificates-constants.js';
import { HEX_COLOR_PATTERN } from './console-brand.js';
import { inputText, rowIdParam } from './input-fields.js';
import { pageQuery } from './pagination.js';

export * from './certificates-constants.js';

/**
 * Certificates of completion (issue 32, decision 144). A certificate is issued once per stream
 * whose course is finished; it keeps the learner's name, the course's title, the school's name
 * and the date as of its issue. Times are seconds, as everywhere on the wire.
 */

export const certificateStreamParams = z.object({ id: rowIdParam() });
export const certificateParams = z.object({ id: rowIdParam() });
/** A code of the wrong shape is refused (422) before anything is looked up. */
export const certificateCodeParams = z.object({ code: z.string().regex(CERTIFICATE_CODE_PATTERN) });

/** A certificate as its learner and the console see it. */
export const certificate = z.object({
  id: z.number().int(),
  /** The school's running number of it. */
  number: z.number().int(),
  code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  school_name: z.string(),
  /** Seconds. */
  issued_at: z.number().int(),
  /** Seconds; null while it is valid. */
  revoked_at: z.number().int().nullable(),
  /** The verification address on the school's host, anyone may open it. */
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

/** `GET /user-course-streams/{id}/certificate`: earned or not, and the certificate once issued. */
export const streamCertificate = z.object({
  /** The last training day is finished and every required homework accepted. */
  earned: z.boolean(),
  certificate: certificate.nullable(),
});
export type StreamCertificate = z.infer<typeof streamCertificate>;

/** `GET /certificates/verify/{code}`: what the verification address shows of a known code. */
export const certificateVerification = z.object({
  status: z.enum(['valid', 'revoked']),
  number: z.number().int(),
  learner_name: z.string(),
  course_title: z.string(),
  school_name: z.string(),
  issued_at: z.number().int(),
  revoked_at: z.number().int().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

const hexColor = z.string().regex(HEX_COLOR_PATTERN, 'Must be a colour as #rrggbb.');

/** What the school sets of its certificates' look (the logo is the brand's). */
export const certificateDesignBody = z.object({
  show_logo: z.boolean(),
  primary_color: hexColor,
  accent_color: hexColor,
  signature_text: inputText().trim().max(CERTIFICATE_SIGNATURE_MAX),
});
export type CertificateDesignBody = z.infer<typeof certificateDesignBody>;

/** The design as the console shows it, with what it is drawn from that the school sets elsewhere. */
export const certificateDesign = certificateDesignBody.extend({
  /** The brand's header logo of this host, null when it has none. */
  logo_url: z.string().nullable(),
  school_name: z.string(),
});
export type CertificateDesign = z.infer<typeof certificateDesign>;

/** The console's list: the school's certificates, newest first. */
export const consoleCertificateQuery = pageQuery;
export const consoleCertificate = certificate.extend({
  user_id: z.number().int(),
  user_email: z.string().nullable(),
});
export type ConsoleCertificate = z.infer<typeof consoleCertificate>;
export const consoleCertificatePage = z.object({
  items: z.array(consoleCertificate),
  total: z.number().int(),
});
export type ConsoleCertificatePage = z.infer<typeof consoleCertificatePage>;
