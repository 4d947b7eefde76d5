import webpush from 'web-push';
import type { VapidKeys } from './vapid.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: delivered, or the subscription is gone (404/410) and should go. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/** Reminders are pointless once stale: the push service may drop them after this long. */
const REMINDER_TTL_SECONDS = 15 * 60;

/**
 * Web Push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header;
 * the request itself goes out through fetch, which also speaks plain http for a local push
 * service in tests (web-push's own transport is https only).
 */
export function createPushSender(
  keys: VapidKeys,
  subject: string,
  ttlSeconds = REMINDER_TTL_SECONDS,
): PushSender {
  return async (target, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: { subject, ...keys }, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      return res.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
