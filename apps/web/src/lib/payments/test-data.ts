import type { CourseService, Order as WireOrder } from '@cp/contract';

/** Wire shapes as the server sends them, for the purchase screens' tests. */
export const wireOrder = (over: Partial<WireOrder> = {}): WireOrder => ({
  id: 41,
  status: 'created',
  kind: 'buy',
  provider: 'test',
  course_service_id: 7,
  user_course_stream_id: null,
  price: 150000,
  code_discount: 15000,
  credit_discount: 0,
  amount: 135000,
  currency: 'RUB',
  payment_url: 'http://school.test/payments/test-checkout/abc',
  instructions: null,
  created_at: 1_800_000_000,
  paid_at: null,
  ...over,
});

export const wireService = (over: Partial<CourseService> = {}): CourseService => ({
  id: 7,
  type: 'course_buy',
  title: 'Yoga, 30 days',
  description: null,
  course_id: 3,
  duration_days: 30,
  price: 150000,
  currency: 'RUB',
  interval: null,
  period: null,
  questions_count: null,
  appstore_products: [],
  appstore_product_id: null,
  ...over,
});
