// What the programs mount of the payments area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: paymentsRoutes, paymentsStaffRoutes, stripeWebhookRoutes, testCheckoutRoutes.
// Uses: audit, auth, chat, courses, demo, points, referral, staff, streams, tenancy.

export { paymentsRoutes } from './payments.routes.js';
export { paymentsStaffRoutes } from './staff/payments.staff-routes.js';
export { stripeWebhookRoutes } from './stripe/stripe-webhook.routes.js';
export { testCheckoutRoutes } from './test-checkout.routes.js';
