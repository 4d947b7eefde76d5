import { ApiError } from '../api/api-error';
import { isChunkLoadError } from './chunk-error';
import { REPORT_ERROR_EVENT, takeEarlyErrors } from './report-error';

/**
 * Error reporting to a Sentry-compatible DSN (issue 4). A few hundred lines of the Sentry
 * SDK's weight would land on every route, so this speaks the protocol itself: one event
 * per envelope, POSTed to `{origin}{path}/api/{project}/envelope/` with the key in the
 * query (no custom header, so browsers send it without a preflight), the format every
 * Sentry-compatible server (Sentry, GlitchTip, Bugsink) accepts.
 *
 * Ignored, as spec 01 §8 says: network failures and chunk failures (the learner's
 * connection, not our code; the screen already offers a retry), aborted requests, and
 * answers the server meant (4xx) — those are handled on screen.
 */
export interface Dsn {
  endpoint: string;
  publicKey: string;
  raw: string;
}

export function parseDsn(raw: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    endpoint: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    raw,
  };
}

const NETWORK_MESSAGES =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|The network connection was lost\.?|The Internet connection appears to be offline\.?)$/i;

export function isIgnored(error: unknown): boolean {
  // A script of another origin failed: the browser hides everything about it.
  if (typeof error === 'string') return /^Script error\.?$/.test(error);
  if (isChunkLoadError(error)) return true;
  if (error instanceof ApiError) return error.status < 500;
  // Not only Error: a DOMException is one in browsers but not in every runtime.
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (name === 'AbortError') return true;
    if (name === 'TypeError' && NETWORK_MESSAGES.test(text)) return true;
    // Browsers' layout noise, not a fault of the page.
    if (/^ResizeObserver loop/.test(text)) return true;
  }
  return false;
}

export interface StackFrame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

const CHROME_FRAME = /^\s*at (?:(.+?) \()?((?:https?|file|blob):[^\s)]+?):(\d+):(\d+)\)?\s*$/;
const FIREFOX_FRAME = /^\s*(.*?)@((?:https?|file|blob):.+?):(\d+):(\d+)\s*$/;

/** Frames of a V8 or SpiderMonkey/JavaScriptCore stack, oldest first as Sentry wants them. */
export function parseStack(stack: string | undefined, origin: string): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = CHROME_FRAME.exec(line) ?? FIREFOX_FRAME.exec(line);
    if (!match) continue;
    const [, fn, filename = '', lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: filename.startsWith(origin),
    });
  }
  return frames.reverse();
}

export interface ReportContext {
  release: string;
  environment: string;
  url: string;
  userAgent: string;
  userId: number | null;
  tags: Record<string, string>;
}

function eventId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The Sentry event for an error (https://develop.sentry.dev/sdk/event-payloads/). */
export function buildEvent(error: unknown, context: ReportContext) {
  const err =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-Error thrown');
  const origin = new URL(context.url).origin;
  return {
    event_id: eventId(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: context.release,
    environment: context.environment,
    request: { url: context.url, headers: { 'User-Agent': context.userAgent } },
    tags: context.tags,
    ...(context.userId !== null ? { user: { id: String(context.userId) } } : {}),
    exception: {
      values: [
        {
          type: err.name || 'Error',
          value: err.message,
          stacktrace: { frames: parseStack(err.stack, origin) },
        },
      ],
    },
  };
}

export function buildEnvelope(event: ReturnType<typeof buildEvent>, dsn: Dsn): string {
  const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: dsn.raw };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/** At most this many reports per page: a loop that throws must not flood the service. */
const MAX_REPORTS = 20;

export function startErrorReporter(dsnText: string, context: () => ReportContext): (() => void) | null {
  const dsn = parseDsn(dsnText);
  if (!dsn) {
    console.warn('Error reporting is off: the DSN is not a valid Sentry-style DSN');
    return null;
  }
  const url = `${dsn.endpoint}?sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_version=7&sentry_client=cp.browser%2F1`;
  const seen = new Set<string>();
  let sent = 0;

  const report = (error: unknown) => {
    if (isIgnored(error) || sent >= MAX_REPORTS) return;
    const key =
      error instanceof Error ? `${error.name}:${error.message}:${error.stack ?? ''}` : String(error);
    if (seen.has(key)) return;
    seen.add(key);
    sent += 1;
    const body = buildEnvelope(buildEvent(error, context()), dsn);
    // keepalive: an error just before the page closes is still delivered.
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  };

  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  const onReport = (event: Event) => report((event as CustomEvent).detail);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(REPORT_ERROR_EVENT, onReport);
  for (const error of takeEarlyErrors()) report(error);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener(REPORT_ERROR_EVENT, onReport);
  };
}
