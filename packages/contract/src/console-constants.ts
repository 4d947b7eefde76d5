/**
 * The school console (issue 13, decision 071): the school administrator's calls in the staff
 * app, under STAFF_API_BASE (`/spa/api/v1/staff`) like the team's. Each area keeps its routes
 * and shapes in its own `console-<area>.ts`; what several areas share is here.
 */

/**
 * Every action the audit log records (`audit_log.action`). An area adds its own verbs here;
 * the console shows each one translated (`audit.actions.<verb>` in the staff app's texts).
 */
export const AUDIT_ACTIONS = [
  // Brand and domains
  'brand.update',
  'domain.create',
  'domain.update',
  'domain.delete',
  // A host waiting for proof of control (decision 099): added, removed; proven is `domain.create`.
  'domain.claim',
  'domain.claim_remove',
  // People
  'user.update',
  // A learner invited by the console, alone or as a row of a CSV import, and the import itself (issue 28).
  'user.invite',
  'user.import',
  'user.block',
  'user.unblock',
  'user.require_password',
  'user.require_profile',
  'stream.create',
  'stream.extend',
  'stream.stop',
  'stream.resume',
  'stream.end',
  'points.grant',
  'points.debit',
  // Payments (issue 15); every console change of money and sales (issue 28, decision 119)
  'order.refund',
  'order.mark_paid',
  'payment_settings.update',
  'service.create',
  'service.update',
  'service.delete',
  'course_offer.create',
  'course_offer.update',
  'course_offer.delete',
  'catalog_category.create',
  'catalog_category.update',
  'catalog_category.delete',
  'catalog_product.create',
  'catalog_product.update',
  'catalog_product.delete',
  'discount_code.create',
  'discount_code.update',
  'discount_code.delete',
  // The team: invitations and roles (issue 28, decision 119)
  'staff_invite.create',
  'staff_invite.revoke',
  'staff_invite.accept',
  'member.role',
  'member.courses',
  'member.remove',
  // Courses
  'course.draft_create',
  'course.draft_update',
  'course.publish',
  'course.draft_discard',
  // Media library
  'media.upload',
  'media.rename',
  'media.retry',
  'media.delete',
  'media.subtitle_set',
  'media.subtitle_delete',
  // Learner-facing content
  'support_category.create',
  'support_category.update',
  'support_category.delete',
  'banner.create',
  'banner.update',
  'banner.delete',
  'community.create',
  'community.update',
  'community.delete',
  'article.create',
  'article.update',
  'article.delete',
  // Support inbox
  'support_request.reply',
  'support_request.status',
  // Referral programme (issue 15)
  'referral_rules.update',
  // The school's own settings: its time zone (issue 28, decision 114)
  'school.update',
  // Certificates of completion (issue 32, decision 144)
  'certificate_design.update',
  'certificate.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What a line's `details` hold (decision 119): `subject`, the name of what changed as it read
 * then (a service's title, a code, an e-mail), quoted in the console's sentence; `{field: {from,
 * to}}` for each value changed, plain `field: value` for what a created or removed thing was;
 * and `currency`, the school's ISO 4217 code at the time, whenever a field below holds money in
 * its minor units. Never a secret (a Stripe key is logged as set or not).
 */
export const AUDIT_MONEY_FIELDS = ['price', 'amount', 'cashback'] as const;

/** Paths of the console's audit log, relative to STAFF_API_BASE. */
export const CONSOLE_AUDIT_ROUTES = {
  list: '/audit',
} as const;

/** The statuses of a support request in the inbox. */
export const SUPPORT_REQUEST_STATUSES = ['new', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** The statuses of an uploaded lesson video in the media library. */
export const MEDIA_ASSET_STATUSES = ['uploaded', 'queued', 'processing', 'ready', 'failed'] as const;
export type MediaAssetStatus = (typeof MEDIA_ASSET_STATUSES)[number];
