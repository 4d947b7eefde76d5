import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_NOTIFICATION_KINDS, MAIL_NOTIFICATION_ROUTES, type MailNotificationKind } from '@cp/contract';

/**
 * The signature of a one-click unsubscribe link (issue 32, decision 143): an HMAC-SHA256 of the
 * learner and the kind under the installation's link secret. It never expires (a mail is read
 * months later) and needs no row; changing either breaks it, and the route takes it only on a
 * host of the learner's own school (a learner's id is unique across the installation). The
 * purpose prefix keeps it from being any other link's signature made with the same secret.
 */
export function unsubscribeSignature(secret: string, learnerId: number, kind: MailNotificationKind): string {
  return createHmac('sha256', secret).update(`mail-unsubscribe|${learnerId}|${kind}`).digest('base64url');
}

/** The kind the link names, when its signature holds; else null (forged or altered). */
export function verifiedUnsubscribe(
  secret: string,
  q: { u: number; k: string; s: string },
): MailNotificationKind | null {
  const kind = MAIL_NOTIFICATION_KINDS.find((k) => k === q.k);
  if (!kind) return null;
  const want = Buffer.from(unsubscribeSignature(secret, q.u, kind));
  const got = Buffer.from(q.s);
  return want.length === got.length && timingSafeEqual(want, got) ? kind : null;
}

/** The link itself, on the school's address (`origin`, never a request's Host: ARCHITECTURE §8). */
export function unsubscribeUrl(
  origin: string,
  apiBase: string,
  secret: string,
  p: { learnerId: number; kind: MailNotificationKind; lang: string },
): string {
  const url = new URL(`${apiBase}${MAIL_NOTIFICATION_ROUTES.unsubscribe}`, origin);
  url.searchParams.set('u', String(p.learnerId));
  url.searchParams.set('k', p.kind);
  url.searchParams.set('s', unsubscribeSignature(secret, p.learnerId, p.kind));
  url.searchParams.set('lang', p.lang);
  return url.toString();
}
