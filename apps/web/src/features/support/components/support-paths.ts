/** Paths of the support centre inside the router base (spec 01 §2 support). */
export const SUPPORT_PATHS = {
  centre: '/support',
  topic: (categoryId: number) => `/support/${categoryId}`,
  course: (categoryId: number, streamId: number) => `/support/${categoryId}/${streamId}`,
};
