import diagnostics from 'node:diagnostics_channel';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, AUDIT_ACTIONS, type AuditAction } from '@cp/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every console change is audited (issue 28, decision 119). The app's write routes under
 * `/staff` and `/console` are found as the app registers them (Fastify's `onRoute`, as in
 * console-authz.test.ts), so a route added by any area fails here until it is listed: in AUDITED
 * with the actions it writes, or in EXEMPT with the reason it writes none. Each action listed must
 * be written by the server's code (a literal in a module's source), and each of AUDIT_ACTIONS must
 * be written by some route. Whether the line is really written, in the change's transaction and
 * not on a refusal, is each area's own API test (payments/staff/staff-audit.test.ts,
 * staff/staff-audit.test.ts, console/..., referral/referral-console.test.ts).
 */
const AUDITED: Record<string, readonly AuditAction[]> = {
  // Certificates of completion (decision 144)
  'PUT /console/certificate-design': ['certificate_design.update'],
  'POST /console/certificates/:id/revoke': ['certificate.revoke'],
  // Brand and domains
  'PUT /staff/brand': ['brand.update'],
  'POST /staff/domains': ['domain.claim', 'domain.create'],
  'PUT /staff/domains/:id': ['domain.update'],
  'DELETE /staff/domains/:id': ['domain.delete'],
  'POST /staff/domain-claims/:id/verify': ['domain.create'],
  'DELETE /staff/domain-claims/:id': ['domain.claim_remove'],
  'PUT /staff/school': ['school.update'],
  // Media: the upload's last chunk makes the asset (tus `onUploadFinish`)
  'PATCH /staff/media/uploads/:id': ['media.upload'],
  'PATCH /staff/media/:id': ['media.rename'],
  'POST /staff/media/:id/retry': ['media.retry'],
  'DELETE /staff/media/:id': ['media.delete'],
  'PUT /staff/media/:id/subtitles/:lang': ['media.subtitle_set'],
  'DELETE /staff/media/:id/subtitles/:lang': ['media.subtitle_delete'],
  // People
  'POST /staff/learners/invite': ['user.invite', 'stream.create'],
  'POST /staff/learners/import': ['user.import', 'user.invite', 'stream.create'],
  'PUT /staff/learners/:id/flags': ['user.require_password', 'user.require_profile'],
  'POST /staff/learners/:id/block': ['user.block'],
  'POST /staff/learners/:id/unblock': ['user.unblock'],
  'POST /staff/learners/:id/points': ['points.grant', 'points.debit'],
  'POST /staff/learners/:id/streams': ['stream.create'],
  'POST /staff/streams/:id/extend': ['stream.extend'],
  'POST /staff/streams/:id/stop': ['stream.stop'],
  'POST /staff/streams/:id/resume': ['stream.resume'],
  'POST /staff/streams/:id/end': ['stream.end'],
  // Courses
  'POST /staff/course-drafts': ['course.draft_create'],
  'PUT /staff/course-drafts/:id': ['course.draft_update'],
  'DELETE /staff/course-drafts/:id': ['course.draft_discard'],
  'POST /staff/course-drafts/:id/publish': ['course.publish'],
  // Learner-facing content
  'POST /staff/content/support-categories': ['support_category.create'],
  'PUT /staff/content/support-categories/:id': ['support_category.update'],
  'DELETE /staff/content/support-categories/:id': ['support_category.delete'],
  'POST /staff/content/banners': ['banner.create'],
  'PUT /staff/content/banners/:id': ['banner.update'],
  'DELETE /staff/content/banners/:id': ['banner.delete'],
  'POST /staff/content/communities': ['community.create'],
  'PUT /staff/content/communities/:id': ['community.update'],
  'DELETE /staff/content/communities/:id': ['community.delete'],
  'POST /staff/content/articles': ['article.create'],
  'PUT /staff/content/articles/:id': ['article.update'],
  'POST /staff/content/articles/:id/publish': ['article.update'],
  'POST /staff/content/articles/:id/unpublish': ['article.update'],
  'DELETE /staff/content/articles/:id': ['article.delete'],
  // Support inbox
  'POST /staff/support-requests/:id/replies': ['support_request.reply'],
  'PUT /staff/support-requests/:id/status': ['support_request.status'],
  // Payments
  'PUT /staff/payment-settings': ['payment_settings.update'],
  'POST /staff/services': ['service.create'],
  'PUT /staff/services/:id': ['service.update'],
  'DELETE /staff/services/:id': ['service.delete'],
  'POST /staff/course-offers': ['course_offer.create'],
  'PUT /staff/course-offers/:id': ['course_offer.update'],
  'DELETE /staff/course-offers/:id': ['course_offer.delete'],
  'POST /staff/catalog-categories': ['catalog_category.create'],
  'PUT /staff/catalog-categories/:id': ['catalog_category.update'],
  'DELETE /staff/catalog-categories/:id': ['catalog_category.delete'],
  'POST /staff/catalog-products': ['catalog_product.create'],
  'PUT /staff/catalog-products/:id': ['catalog_product.update'],
  'DELETE /staff/catalog-products/:id': ['catalog_product.delete'],
  'POST /staff/discount-codes': ['discount_code.create'],
  'PUT /staff/discount-codes/:id': ['discount_code.update'],
  'DELETE /staff/discount-codes/:id': ['discount_code.delete'],
  'POST /staff/orders/:id/mark-paid': ['order.mark_paid'],
  'POST /staff/orders/:id/refund': ['order.refund'],
  // The team
  'POST /staff/invites': ['staff_invite.create'],
  'DELETE /staff/invites/:id': ['staff_invite.revoke'],
  'POST /staff/invites/:token/accept': ['staff_invite.accept'],
  'PUT /staff/members/:id/role': ['member.role'],
  'PUT /staff/members/:id/courses': ['member.courses'],
  'DELETE /staff/members/:id': ['member.remove'],
  // Referral programme
  'PUT /console/referral-rules': ['referral_rules.update'],
};

/** Write routes that change nothing a school administrator answers for, each with why. */
const EXEMPT: Record<string, string> = {
  // A sample of a design not saved: drawn and answered, nothing stored.
  'POST /console/certificate-design/preview': 'a sample PDF of an unsaved design; nothing is stored',
  // The expert desk: the staff member's own work with learners, kept in its own records (the
  // chat, the homework's review, the consultation), not a change of the school's settings.
  'POST /staff/chats/:id/messages': 'an expert’s chat message; the chat is its record',
  'PUT /staff/chats/:id/messages/:messageId/viewed': 'marks messages read; changes nothing of the school',
  'POST /staff/chats/:id/consultations': 'an expert opens a consultation in a chat; the chat is its record',
  'PUT /staff/chats/:id/consultations/:consultationId/close':
    'an expert closes a chat consultation; the chat is its record',
  'PUT /staff/online-consultations/:id/confirm':
    'an expert confirms a booked video consultation; the booking is its record',
  'PUT /staff/online-consultations/:id/complete':
    'an expert completes a video consultation; the booking is its record',
  'PUT /staff/online-consultations/:id/cancel':
    'an expert cancels a video consultation on the desk; the learner is told by mail and live event',
  'POST /staff/homework/:id/review': 'an expert’s review of a homework; the homework’s history is its record',
  // Files stored for a form that is saved next; the save is audited.
  'POST /staff/brand/logo': 'stores an image for the brand form; PUT /staff/brand that uses it is audited',
  'POST /staff/content/images': 'stores an image for a content form; the form’s save is audited',
  'POST /staff/course-images': 'stores a course picture; the draft’s save that names it is audited',
  'POST /staff/media/uploads': 'opens a resumable upload; the asset is made (and audited) by its last PATCH',
  'DELETE /staff/media/uploads/:id': 'abandons an unfinished upload; no asset was made',
  // Nothing stored.
  'POST /staff/learners/import/preview': 'checks a CSV file and writes nothing',
  'POST /staff/support-requests/:id/replies/:replyId/resend':
    'sends an audited reply’s mail again; the reply does not change',
};

/** Kept in AUDIT_ACTIONS for older lines (and the log's filter), written by no route today. */
const RETIRED_ACTIONS: readonly AuditAction[] = ['user.update'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routes = new Set<string>();
let t: TestApp;

function collect(message: unknown) {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url.startsWith(`${API_BASE}/`) ? route.url.slice(API_BASE.length) : null;
    if (!url || !/^\/(staff|console)\//.test(url)) return;
    for (const method of [route.method].flat()) if (WRITE_METHODS.has(method)) routes.add(`${method} ${url}`);
  });
}

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', collect);
  try {
    t = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collect);
  }
});
afterAll(() => t?.close());

/** The server's own source (tests and fixtures aside), where each audited action must be written. */
function serverSource(): string {
  const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return readdirSync(modules, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/fixtures/.test(f))
    .map((f) => readFileSync(path.join(modules, f), 'utf8'))
    .join('\n');
}

describe('every console change is audited', () => {
  it('finds the console’s write routes', () => {
    expect(routes.size).toBeGreaterThan(50);
  });

  it('each write route under /staff and /console is audited or exempt with a reason', () => {
    const unlisted = [...routes].filter((r) => !(r in AUDITED) && !(r in EXEMPT)).sort();
    expect(
      unlisted,
      'write routes with no audit line: write one, or exempt the route with its reason',
    ).toEqual([]);
    const both = Object.keys(AUDITED).filter((r) => r in EXEMPT);
    expect(both).toEqual([]);
    for (const [route, reason] of Object.entries(EXEMPT)) expect(reason.length, route).toBeGreaterThan(10);
  });

  it('lists no route the app no longer has', () => {
    const gone = [...Object.keys(AUDITED), ...Object.keys(EXEMPT)].filter((r) => !routes.has(r));
    expect(gone).toEqual([]);
  });

  it('each action listed is written by the server’s code, and each of AUDIT_ACTIONS by some route', () => {
    const source = serverSource();
    const listed = new Set(Object.values(AUDITED).flat());
    const unwritten = [...listed].filter((action) => !source.includes(`'${action}'`));
    expect(unwritten).toEqual([]);
    const orphans = AUDIT_ACTIONS.filter((a) => !listed.has(a) && !RETIRED_ACTIONS.includes(a));
    expect(orphans, 'an action no route writes: list its route above, or retire it').toEqual([]);
  });
});
