import type { DomainConfig } from '@cp/contract';

// The theme is a set of CSS custom properties (ARCHITECTURE §2 styling); the
// server validates names too, the client re-checks before touching the page.
const CUSTOM_PROPERTY = /^--[a-z0-9-]+$/;

export function applyThemeVariables(variables: Record<string, string>, root: HTMLElement): void {
  for (const [name, value] of Object.entries(variables)) {
    if (CUSTOM_PROPERTY.test(name)) root.style.setProperty(name, value);
  }
}

function setFavicon(href: string, doc: Document): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = href;
}

/** Brand look of the page: theme, favicon and title (spec 01 §3 "Domain config"). */
export function applyDomainConfig(domain: DomainConfig, doc: Document = document): void {
  const root = doc.documentElement;
  root.dataset.theme = domain.frontendSettings.spa_theme || 'default';
  applyThemeVariables(domain.frontendSettings.spa_theme_variables, root);
  if (domain.favicon) setFavicon(domain.favicon, doc);
  if (domain.title) doc.title = domain.title;
}
