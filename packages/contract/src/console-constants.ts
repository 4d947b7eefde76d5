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
  // Payments (issue 15)
  'order.refund',
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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
