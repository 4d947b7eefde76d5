/** TanStack Query keys of the payments screens; every write invalidates `all`'s part it touched. */
export const paymentsKeys = {
  all: ['payments'] as const,
  orders: (filter: object = {}) => [...paymentsKeys.all, 'orders', filter] as const,
  subscriptions: (filter: object = {}) => [...paymentsKeys.all, 'subscriptions', filter] as const,
  services: () => [...paymentsKeys.all, 'services'] as const,
  codes: () => [...paymentsKeys.all, 'codes'] as const,
  offers: () => [...paymentsKeys.all, 'offers'] as const,
  categories: () => [...paymentsKeys.all, 'categories'] as const,
  products: () => [...paymentsKeys.all, 'products'] as const,
  settings: () => [...paymentsKeys.all, 'settings'] as const,
  courses: () => [...paymentsKeys.all, 'courses'] as const,
};
