// @ts-check
// Reads compose.yaml, deploy/nginx.conf, deploy/env.example and the server's settings the way
// scripts/check-image.mjs checks them against each other (decision 083). Docker Compose cannot
// run here: what can be proven is that the file says what the server understands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * compose.yaml as data (anchors and aliases resolved).
 * @param {string} root
 * @returns {{ services: Record<string, any>, volumes?: Record<string, unknown> }}
 */
export function readCompose(root) {
  return parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'));
}

/**
 * A service's environment as a map, from either of compose's two spellings.
 * @param {any} service
 * @returns {Record<string, string>}
 */
export function environmentOf(service) {
  const env = service?.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((/** @type {string} */ entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `${NAME?error}`, `$NAME`. */
const REFERENCE = /\$\$|\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$(\w+)/g;

/**
 * The variables a value takes from .env, and whether each is required (`:?`).
 * @param {string} value
 */
export function referencesIn(value) {
  return [...value.matchAll(REFERENCE)]
    .filter((m) => m[0] !== '$$')
    .map((m) => ({ name: m[1] ?? m[4] ?? '', required: (m[2] ?? '').endsWith('?') }));
}

/**
 * Compose's interpolation of one value with `vars` (what .env would hold).
 * @param {string} value
 * @param {Record<string, string>} vars
 */
export function interpolate(value, vars) {
  return value.replace(REFERENCE, (whole, name, op, operand, bare) => {
    if (whole === '$$') return '$';
    const key = name ?? bare;
    const set = vars[key];
    if (op === ':-') return set ? set : operand;
    if (op === '-') return set ?? operand;
    if ((op === ':?' && !set) || (op === '?' && set === undefined)) throw new Error(`${key}: ${operand}`);
    return set ?? '';
  });
}

/**
 * The keys of the server's environment schema (`envSchema` in apps/api/src/config.ts), read from
 * its source: z.object() drops keys it does not know, so only the source says which ones it reads.
 * @param {string} root
 */
export function serverSettingKeys(root) {
  const source = readFileSync(path.join(root, 'apps/api/src/config.ts'), 'utf8');
  const start = source.indexOf('const envSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('envSchema not found in apps/api/src/config.ts');
  return new Set([...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? ''));
}

/**
 * The variables deploy/env.example names (set or left empty for the operator).
 * @param {string} root
 */
export function envExampleNames(root) {
  const text = readFileSync(path.join(root, 'deploy/env.example'), 'utf8');
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? ''));
}

/**
 * The balancer's upstream blocks in an nginx configuration: name -> its servers' `host:port`,
 * and the upstreams that a proxy_pass sends to.
 * @param {string} text
 */
export function nginxUpstreams(text) {
  const code = text.replace(/#.*$/gm, '');
  /** @type {Map<string, string[]>} */
  const upstreams = new Map();
  for (const block of code.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
    const servers = [...(block[2] ?? '').matchAll(/^\s*server\s+(\S+?)[\s;]/gm)].map((m) => m[1] ?? '');
    upstreams.set(block[1] ?? '', servers);
  }
  const proxied = new Set([...code.matchAll(/proxy_pass\s+https?:\/\/([^/;\s]+)/g)].map((m) => m[1] ?? ''));
  return { upstreams, proxied };
}

/** Setting names whose value is a secret: it must come from .env, never be written in the file. */
export const SECRET_NAME = /PASSWORD|SECRET|PRIVATE|TOKEN|ACCESS_KEY|_KEY_ID|ROOT_USER/;

/**
 * A secret written into a value instead of taken from .env: the value without its references
 * still holds something, or a URL's password is not a reference.
 * @param {string} name
 * @param {string} value
 */
export function inlinedSecret(name, value) {
  if (SECRET_NAME.test(name) && value.replace(REFERENCE, '').trim() !== '') return true;
  const password = /^[a-z][\w+.-]*:\/\/[^:/@]+:([^@]+)@/i.exec(value)?.[1];
  return password !== undefined && !/^\$\{\w+(?::?[-?][^}]*)?\}$/.test(password);
}
