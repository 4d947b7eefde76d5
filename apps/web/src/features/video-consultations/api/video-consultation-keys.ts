/** Query keys of the video consultation screens: ordering refreshes both lists. */
export const videoConsultationKeys = {
  all: ['video-consultations'] as const,
  list: () => [...videoConsultationKeys.all, 'list'] as const,
  offers: () => [...videoConsultationKeys.all, 'offers'] as const,
};
