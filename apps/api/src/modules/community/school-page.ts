import type { FastifyRequest } from 'fastify';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CUSTOM_PROPERTY = /^--[a-z0-9-]+$/;
/** Colours, lengths and font lists; nothing that could close the rule or the style element. */
const SAFE_VALUE = /^[\w\s#.,%()+\-/'"]*$/;

/** The school's theme variables as a `:root` rule, each name and value checked (the web app does the same). */
export function themeRule(variables: Record<string, string>): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => CUSTOM_PROPERTY.test(name) && SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}

const BASE_STYLE = `:root{--color-primary:#1d5fd1;--color-text:#1c1f24;--color-background:#f4f5f7;--color-surface:#fff;--color-border:#cfd4dc}
body{margin:0;font:16px/1.6 system-ui,sans-serif;background:var(--color-background);color:var(--color-text)}
header{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:var(--color-surface);border-bottom:1px solid var(--color-border)}
header img{height:2rem;width:auto}
.school{font-weight:700;color:var(--color-primary)}
main{max-width:40rem;margin:1.5rem auto;padding:1.25rem;background:var(--color-surface);border-radius:.75rem}
a{color:var(--color-primary)}
.back{display:inline-block;margin-bottom:1rem}
img.preview{max-width:100%;height:auto}`;

/**
 * A community page the server renders (the club link and its articles) in the school's look:
 * its theme colours, favicon and logo, and a link back to the community screen of the app, so
 * a learner who follows the club button does not land on an unstyled page with no way back
 * (issue 8, decision 045).
 */
export function schoolPage(
  request: FastifyRequest,
  page: { title: string; body: string; appBase: string; backText: string },
): string {
  const { domain } = request.tenant;
  const settings = domain.frontendSettings;
  // The logo names the school itself (as in the app's header); the name is the text without one.
  const brand = settings.spa_header_logo
    ? `<img src="${escapeHtml(settings.spa_header_logo)}" alt="${escapeHtml(domain.title)}">`
    : `<span>${escapeHtml(domain.title)}</span>`;
  const back = `${page.appBase}community`;
  return `<!doctype html>
<html lang="${request.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} — ${escapeHtml(domain.title)}</title>
${domain.favicon ? `<link rel="icon" href="${escapeHtml(domain.favicon)}">` : ''}
<style>${BASE_STYLE}
${themeRule(settings.spa_theme_variables ?? {})}</style>
</head><body><header><a href="${escapeHtml(back)}" class="school">${brand}</a></header>
<main><a class="back" href="${escapeHtml(back)}">← ${escapeHtml(page.backText)}</a>
${page.body}</main></body></html>`;
}
