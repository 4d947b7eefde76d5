import type { FastifyRequest } from 'fastify';
import type { ArticleRow } from './community.repository.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An article as a page of its own: text only, every character escaped (the body is plain text). */
export function articlePage(row: ArticleRow, request: FastifyRequest): string {
  const paragraphs = row.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${request.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(row.title)} — ${escapeHtml(request.tenant.domain.title)}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style>
</head><body><main><h1>${escapeHtml(row.title)}</h1>
${row.previewImage ? `<img src="${escapeHtml(row.previewImage)}" alt="" style="max-width:100%">` : ''}
${paragraphs}</main></body></html>`;
}

/** The community's own page (the community link of the demo): its published articles, newest sort first. */
export function articleListPage(
  items: { id: number; title: string; href: string }[],
  title: string,
  request: FastifyRequest,
): string {
  const list = items
    .map((a) => `<li><a href="${escapeHtml(a.href)}">${escapeHtml(a.title)}</a></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="${request.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(request.tenant.domain.title)}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><ul>
${list}
</ul></main></body></html>`;
}
