import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_NOTIFICATION_KINDS, MAIL_NOTIFICATION_ROUTES, type MailNotificationKind } from '@cp/contract';

/**
 * The signature of a one-click unsubscribe link (issue 32, decision 143): an HMAC-SHA256 of the
 * school, the learner and the kind under the installation's link secret. It never expires (a mail
 * is read months later) and needs no row; changing any of the three, or the school's host it is
 * opened on, breaks it. The purpose prefix keeps it from being any other link's signature made
 * with the same secret.
 */
export function unsubscribeSignature(
  secret: string,
  projectId: number,
  learnerId: number,
  kind: MailNotificationKind,
): string {
  return createHmac('sha256', secret)
    .update(`mail-unsubscribe|${projectId}|${learnerId}|${kind}`)
    .digest('base64url');
}

/** The kind the link names, when its signature holds; else null (forged, altered, another school's). */
export function verifiedUnsubscribe(
  secret: string,
  projectId: number,
  q: { u: number; k: string; s: string },
): MailNotificationKind | null {
  const kind = MAIL_NOTIFICATION_KINDS.find((k) => k === q.k);
  if (!kind) return null;
  const want = Buffer.from(unsubscribeSignature(secret, projectId, q.u, kind));
  const got = Buffer.from(q.s);
  return want.length === got.length && timingSafeEqual(want, got) ? kind : null;
}

/** The link itself, on the school's address (`origin`, never a request's Host: ARCHITECTURE §8). */
export function unsubscribeUrl(
  origin: string,
  apiBase: string,
  secret: string,
  p: { projectId: number; learnerId: number; kind: MailNotificationKind; lang: string },
): string {
  const url = new URL(`${apiBase}${MAIL_NOTIFICATION_ROUTES.unsubscribe}`, origin);
  url.searchParams.set('u', String(p.learnerId));
  url.searchParams.set('k', p.kind);
  url.searchParams.set('s', unsubscribeSignature(secret, p.projectId, p.learnerId, p.kind));
  url.searchParams.set('lang', p.lang);
  return url.toString();
}
