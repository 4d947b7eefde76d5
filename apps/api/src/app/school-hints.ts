import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, LANGUAGES, type Language, PAYMENT_ROUTES, ROUTES } from '@cp/contract';
import type { Tenant } from '../modules/tenancy/index.js';

/**
 * The learner app's index.html as one school's first visit gets it (issue 30, decision 138).
 * Built as it is, the page could only ask for the school's configuration once its JavaScript had
 * run, and for the school's texts and logo once the configuration had answered: on a phone each
 * of those waits is a round trip plus the CPU before it, and the sign-in screen's first paint (its
 * LCP) came at the end of the chain. The server knows the school from the host, so the page names
 * what the app is about to ask for, and the browser fetches it with the page's own scripts:
 * - the school's language (`<html lang>` and a meta the boot reads, lib/i18n/languages.ts), so a
 *   first visit loads the school's texts, not the build's Russian ones and then the school's;
 * - the configuration and the external brand configuration, in that language, as the boot's
 *   fetch() asks for them (same URL, credentials and mode), so the browser hands it the preload;
 * - the texts' chunk of that language (from the build's manifest);
 * - at the sign-in path, the sign-in screen's chunks and styles: a guest's first visit lands there
 *   (a signed-in learner's visits are mostly answered by the app's worker with the page as built;
 *   one without it downloads the sign-in screen, about 12 KB, for nothing);
 * - the school's logo, at high priority (the sign-in screen's largest paint).
 * Nothing of one school is written into another's page; a host of no school gets the page as built
 * (its configuration call answers 404 and the app shows its not-found screen).
 */
export function schoolPages(dist: string, base: string): (tenant: Tenant, signIn: boolean) => string {
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = readManifest(dist);
  const localeChunks = localeChunksOf(manifest, base);
  const signInFiles = signInFilesOf(manifest, base);
  // Written per request (a few string replacements), so a changed logo or language shows at once.
  return (tenant, signIn) => {
    const language = schoolLanguage(tenant.domain.defaultLanguage);
    return withHints(built, {
      language,
      logo: tenant.domain.frontendSettings.spa_header_logo ?? null,
      localeChunk: language ? (localeChunks.get(language) ?? null) : null,
      screen: signIn ? signInFiles : { scripts: [], styles: [] },
    });
  };
}

function schoolLanguage(value: string): Language | null {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (vite.config.ts writes it); none means no hints of the build's files. */
function readManifest(dist: string): Manifest {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
}

/** The build's chunk of each language's texts (src/locales/<language>/index.ts), as served. */
function localeChunksOf(manifest: Manifest, base: string): Map<Language, string> {
  const chunks = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const file = manifest[`src/locales/${language}/index.ts`]?.file;
    if (file) chunks.set(language, `${base}${file}`);
  }
  return chunks;
}

/**
 * The sign-in screen's own chunks and styles (its layout and the `login-route` group, with what
 * they import beyond the entry's), which the app asks for only once its entry has run
 * (app/boot/first-paint.ts): the page at the sign-in path names them at once.
 */
function signInFilesOf(manifest: Manifest, base: string): { scripts: string[]; styles: string[] } {
  const chunks = Object.entries(manifest);
  const entry = chunks.find(([, chunk]) => chunk.isEntry);
  const inPage = new Set(entry ? [entry[0], ...(entry[1].imports ?? [])] : []);
  const roots = chunks
    .filter(([, chunk]) => chunk.src === 'src/app/layout/plain-layout.tsx' || chunk.name === 'login-route')
    .map(([key]) => key);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set(inPage);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    scripts.push(`${base}${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`${base}${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { scripts, styles };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The boot's call, as lib/api/api-client.ts builds it: `?lang=` is its only query. */
const apiUrl = (route: string, language: Language) => `${API_BASE}${route}?lang=${language}`;

export interface PageHints {
  language: Language | null;
  logo: string | null;
  localeChunk: string | null;
  /** The first screen's chunks and styles (the sign-in screen's at its path). */
  screen: { scripts: string[]; styles: string[] };
}

export function withHints(html: string, { language, logo, localeChunk, screen }: PageHints): string {
  const hints: string[] = [];
  if (language) {
    hints.push(`<meta name="cp-school-language" content="${language}" />`);
    // crossorigin (anonymous): the credentials mode of the boot's fetch(), or the preload is not used.
    for (const route of [ROUTES.config, PAYMENT_ROUTES.externalApplicationConfig])
      hints.push(`<link rel="preload" href="${apiUrl(route, language)}" as="fetch" crossorigin />`);
  }
  // crossorigin as on the build's own modulepreload links: the module scripts' request mode.
  for (const script of [...(localeChunk ? [localeChunk] : []), ...screen.scripts])
    hints.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(script)}" />`);
  for (const style of screen.styles)
    hints.push(`<link rel="preload" as="style" crossorigin href="${escapeAttribute(style)}" />`);
  if (logo)
    hints.push(`<link rel="preload" href="${escapeAttribute(logo)}" as="image" fetchpriority="high" />`);
  const withLanguage = language ? html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`) : html;
  return withLanguage.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
}
