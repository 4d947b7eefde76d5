/** Query keys of the purchase screens, in one place so a payment invalidates the same entries. */
export const paymentKeys = {
  catalog: ['catalog'] as const,
  order: (orderId: number) => ['order', orderId] as const,
  extendOffers: (streamId: number) => ['extend-offers', streamId] as const,
  courseOffers: (courseId: number) => ['course-offers', courseId] as const,
  quote: (serviceId: number, streamId: number | null, promocode: string | null) =>
    ['order-quote', serviceId, streamId, promocode] as const,
  subscriptions: ['payment-subscriptions'] as const,
  subscription: (id: number) => ['payment-subscriptions', id] as const,
};
