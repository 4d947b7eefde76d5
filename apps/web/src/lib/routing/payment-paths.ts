/**
 * Paths of the purchase screens inside the router base: the catalogue's named route (spec 02 §2
 * `catalog`, path `/catalog`: docs/spec-gaps.md), an order (not in the spec: spec-gaps), a
 * stream's renewal, and the subscriptions of spec 02 §2.
 */
export const paymentPaths = {
  catalog: '/catalog',
  order: (orderId: number | string) => `/orders/${orderId}`,
  renewal: (streamId: number | string) => `/course/${streamId}/renew`,
  subscriptions: '/user/subscriptions',
  subscription: (id: number | string) => `/user/subscription/${id}`,
};
