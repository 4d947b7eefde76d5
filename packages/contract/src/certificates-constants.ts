/**
 * Certificates of completion's paths and fixed values without zod (issue 32, decision 144), so the
 * learner app's verification screen and course panel import them without the schemas;
 * ./certificates.ts re-exports them.
 */

/** The learner's and anyone's calls, relative to API_BASE. */
export const CERTIFICATE_ROUTES = {
  /** GET: whether the stream has earned its certificate, and the certificate once issued; POST: issue it. */
  streamCertificate: '/user-course-streams/:id/certificate',
  /** The certificate as a PDF, for its learner. */
  pdf: '/certificates/:id/pdf',
  /** What the verification address shows: anyone may call it, no sign-in. */
  verify: '/certificates/verify/:code',
} as const;

/** The school console's calls (administrators), under STAFF_API_BASE. */
export const CONSOLE_CERTIFICATE_ROUTES = {
  design: '/console/certificate-design',
  /** A sample certificate drawn with the design sent (not saved), as a PDF. */
  preview: '/console/certificate-design/preview',
  certificates: '/console/certificates',
  revoke: '/console/certificates/:id/revoke',
} as const;

/** The verification address's path on the school's host: `/certificates/{code}` under the app's base. */
export const CERTIFICATE_VERIFY_PATH = '/certificates/';

/** A code is 16 random bytes in base64url: 22 characters, never an id (ARCHITECTURE §8). */
export const CERTIFICATE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The signature line the school writes, at most this many characters. */
export const CERTIFICATE_SIGNATURE_MAX = 120;

/** A school's design before it saves one: its certificates still look finished. */
export const CERTIFICATE_DESIGN_DEFAULTS = {
  show_logo: true,
  primary_color: '#1f3a5f',
  accent_color: '#c9a227',
  signature_text: '',
} as const;
