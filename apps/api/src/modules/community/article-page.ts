import type { FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import type { ArticleRow } from './community.repository.js';
import { escapeHtml, schoolPage } from './school-page.js';

/** An article as a page of its own: text only, every character escaped (the body is plain text). */
export function articlePage(row: ArticleRow, request: FastifyRequest, appBase: string): string {
  const paragraphs = row.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
  const image = row.previewImage ? `<img class="preview" src="${escapeHtml(row.previewImage)}" alt="">` : '';
  return schoolPage(request, {
    title: row.title,
    appBase,
    backText: message('backToCommunity', request.lang),
    body: `<h1>${escapeHtml(row.title)}</h1>\n${image}\n${paragraphs}`,
  });
}

/** The community's own page (the community link of the demo): its published articles, newest sort first. */
export function articleListPage(
  items: { id: number; title: string; href: string }[],
  title: string,
  request: FastifyRequest,
  appBase: string,
): string {
  const list = items
    .map((a) => `<li><a href="${escapeHtml(a.href)}">${escapeHtml(a.title)}</a></li>`)
    .join('\n');
  return schoolPage(request, {
    title,
    appBase,
    backText: message('backToCommunity', request.lang),
    body: `<h1>${escapeHtml(title)}</h1><ul>\n${list}\n</ul>`,
  });
}
