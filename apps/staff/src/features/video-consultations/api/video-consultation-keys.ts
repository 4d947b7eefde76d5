/** Query keys of the desk's video consultations: a change refreshes every status tab. */
export const videoConsultationKeys = {
  all: ['staff-video-consultations'] as const,
  list: (status: string) => [...videoConsultationKeys.all, status] as const,
};
