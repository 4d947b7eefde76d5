import type { Certificate as WireCertificate } from '@cp/contract';

/** A learner's certificate in client names: times in milliseconds. */
export interface Certificate {
  id: number;
  number: number;
  learnerName: string;
  courseTitle: string;
  schoolName: string;
  issuedAt: number;
  revokedAt: number | null;
  verifyUrl: string;
}

export function toCertificate(wire: WireCertificate): Certificate {
  return {
    id: wire.id,
    number: wire.number,
    learnerName: wire.learner_name,
    courseTitle: wire.course_title,
    schoolName: wire.school_name,
    issuedAt: wire.issued_at * 1000,
    revokedAt: wire.revoked_at === null ? null : wire.revoked_at * 1000,
    verifyUrl: wire.verify_url,
  };
}

export const certificateKeys = {
  stream: (streamId: number) => ['certificates', 'stream', streamId] as const,
};
