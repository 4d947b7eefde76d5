import type { DomainConfig } from '@cp/contract';

// The school's theme is a set of CSS custom properties (spec 01 §3); names re-checked here.
const CUSTOM_PROPERTY = /^--[a-z0-9-]+$/;

/** The school's look on the desk too: theme variables and favicon; the title is the desk's own. */
export function applyDomainConfig(domain: DomainConfig, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(domain.frontendSettings.spa_theme_variables)) {
    if (CUSTOM_PROPERTY.test(name)) root.style.setProperty(name, value);
  }
  if (domain.favicon)
    doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', domain.favicon);
}
