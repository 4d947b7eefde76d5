/**
 * A stream's paid-consultation limit: the one number the chat, the stream and its status answer,
 * and the expert's desk all read (spec 02 §6; issue 27).
 *
 * - The stream's own maxConsultationCount once it has one: the course's number when the stream
 *   was given its own, plus every "extra questions" add-on bought for it. It counts the stream's
 *   consultations.
 * - Else the course's consultationLimit, counted over all the learner's streams of the course.
 * - 0 on both is "not set": no limit.
 *
 * Before, the tighter of the two was taken, so an add-on raised the stream's number while the
 * course's still capped it, and the learner who paid saw nothing change.
 */
export interface ConsultationLimit {
  max: number;
  /** Whose consultations count toward it. */
  counts: 'stream' | 'course';
}

export function consultationLimit(streamMax: number, courseMax: number): ConsultationLimit | null {
  if (streamMax > 0) return { max: streamMax, counts: 'stream' };
  if (courseMax > 0) return { max: courseMax, counts: 'course' };
  return null;
}
