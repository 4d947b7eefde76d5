import type { ExtendOfferType, ServiceType } from '@cp/contract';

/**
 * Whether a service would sell nothing: "extra expert questions" raise a limit on questions, and
 * where there is none (0: spec 02 §6, no limit) paying for them changes nothing (issue 27; the
 * server refuses such an order). `limit` is the stream's `maxConsultationCount` where the screen
 * has the stream, else the course's `consultationLimit`; unknown (null or undefined) sells. `type`:
 * the service's, or an extend offer's `typeCode`.
 */
export function sellsNothing(type: ServiceType | ExtendOfferType, limit: number | null | undefined): boolean {
  return type === 'expert_additional_question' && limit === 0;
}
