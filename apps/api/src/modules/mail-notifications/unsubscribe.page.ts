import type { Language } from '@cp/contract';
import type { FastifyReply } from 'fastify';
import { message } from '../../lib/messages.js';

/**
 * The page a mail's unsubscribe link opens (issue 32): small server-rendered HTML on the
 * school's host, in the link's language, usable with a keyboard and at phone width. A GET only
 * asks (a mail scanner that follows links turns nothing off); its button, or a mail program's
 * RFC 8058 one-click POST, does it.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d1f23}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.alert{background:#fde7e6;color:#8c1d18;padding:.75rem;border-radius:.5rem}
button,.link{display:block;width:100%;font:inherit;font-weight:600;padding:.75rem;border-radius:.5rem;margin-top:1rem;border:0;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#2357d9;color:#fff}.secondary{background:#e8eaee;color:#1d1f23}
:focus-visible{outline:3px solid #2357d9;outline-offset:2px}
`;

function page(lang: Language, body: string) {
  const title = escapeHtml(message('mailUnsubscribeTitle', lang));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title><style>${STYLE}</style></head>
<body><main><section class="card" aria-labelledby="title"><h1 id="title">${title}</h1>${body}</section></main></body></html>`;
}

const settingsLink = (lang: Language, settingsUrl: string) =>
  `<a class="link secondary" href="${escapeHtml(settingsUrl)}">${escapeHtml(message('mailUnsubscribeSettings', lang))}</a>`;

export function askPage(lang: Language, kindLabel: string, action: string) {
  return page(
    lang,
    `<p>${escapeHtml(message('mailUnsubscribeAsk', lang, { kind: kindLabel }))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button class="primary" type="submit">${escapeHtml(message('mailUnsubscribeButton', lang))}</button></form>`,
  );
}

export function donePage(lang: Language, kindLabel: string, settingsUrl: string) {
  return page(
    lang,
    `<p role="status">${escapeHtml(message('mailUnsubscribeDone', lang, { kind: kindLabel }))}</p>${settingsLink(lang, settingsUrl)}`,
  );
}

export function invalidPage(lang: Language, settingsUrl: string) {
  return page(
    lang,
    `<p class="alert" role="alert">${escapeHtml(message('mailUnsubscribeInvalid', lang))}</p>${settingsLink(lang, settingsUrl)}`,
  );
}

export function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(body);
}
