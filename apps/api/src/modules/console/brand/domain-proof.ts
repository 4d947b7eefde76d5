import { lookup, Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DOMAIN_PROOF_DNS_LABEL, DOMAIN_PROOF_FILE_PATH } from '@cp/contract';

/**
 * Proof that a school controls a host it added in the console (issue 25, decision 099): the
 * claim's token in a DNS TXT record, or in a file served at the host. Both ways reach the outside
 * world, so both are injectable: tests point them at a DNS and an HTTP server on 127.0.0.1.
 */
export interface DomainProofDeps {
  /** `node:dns/promises` `resolveTxt`: each record as its character-strings. */
  resolveTxt: (name: string) => Promise<string[][]>;
  /** `fetch` for the file; it must not follow redirects itself (`redirect: 'manual'` is passed). */
  fetch: (url: URL, init: RequestInit) => Promise<Response>;
}

/** Why a way did not prove control: the console says it to the administrator. */
export type ProofMiss =
  | 'not_found'
  | 'mismatch'
  | 'unreachable'
  | 'redirect_elsewhere'
  | 'too_large'
  | 'not_public';
export type ProofResult = { proven: 'dns' | 'file' } | { proven: null; dns: ProofMiss; file: ProofMiss };

/** Whole file check, redirects included: an administrator waits for the answer. */
const FILE_TIMEOUT_MS = 5000;
/** The file holds a token of 32 characters; anything much larger is not it. */
const FILE_MAX_BYTES = 4096;
/** Enough for http -> https and a trailing slash or two. */
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Hosts kept for local development need no proof: `localhost` and its subdomains and loopback
 * addresses never leave the machine, and `.test` names (RFC 6761) are never delegated, so no real
 * school can own one (the e2e browser maps `*.test` to 127.0.0.1). The demo uses `localhost`,
 * `chat.localhost` and `127.0.0.1`.
 */
export function isProofExempt(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.test') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1'
  );
}

export const dnsProofName = (host: string) => `${DOMAIN_PROOF_DNS_LABEL}.${host}`;
export const fileProofUrl = (host: string) => `http://${host}${DOMAIN_PROOF_FILE_PATH}`;

async function dnsProof(host: string, token: string, resolveTxt: DomainProofDeps['resolveTxt']) {
  try {
    const records = await resolveTxt(dnsProofName(host));
    return records.some((chunks) => chunks.join('').trim() === token) ? 'proven' : 'mismatch';
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'not_found' : 'unreachable';
  }
}

/** The body as text, or null when it is over `max` bytes (read no further than that). */
async function readAtMost(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > max) return null; // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `http://<host>/.well-known/…` as Let's Encrypt's HTTP check reads it: redirects are followed
 * only on the same host and its default ports (http -> https), so a host cannot borrow the proof
 * of another site it points at.
 */
async function fileProof(
  host: string,
  token: string,
  fetchFile: DomainProofDeps['fetch'],
): Promise<ProofMiss | 'proven'> {
  const signal = AbortSignal.timeout(FILE_TIMEOUT_MS);
  // Claims are checked to be URL host names (isReachableHostName), but one stored before that
  // check must answer a miss, not a 500.
  let url = URL.parse(fileProofUrl(host));
  if (!url) return 'unreachable';
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await fetchFile(url, { redirect: 'manual', signal, headers: { accept: 'text/plain' } });
    } catch (err) {
      return err instanceof NotPublicAddress ? 'not_public' : 'unreachable';
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      const next = URL.parse(response.headers.get('location') ?? '', url.href);
      const sameHost = next && next.hostname === host && next.port === '' && /^https?:$/.test(next.protocol);
      if (!sameHost) return 'redirect_elsewhere';
      url = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return 'not_found';
    }
    try {
      const body = await readAtMost(response, FILE_MAX_BYTES);
      if (body === null) return 'too_large';
      return body.trim() === token ? 'proven' : 'mismatch';
    } catch {
      return 'unreachable';
    }
  }
  return 'redirect_elsewhere';
}

/** Both ways at once (each is bounded by its timeout); either one proves control. */
export async function proveControl(host: string, token: string, deps: DomainProofDeps): Promise<ProofResult> {
  const [dns, file] = await Promise.all([
    dnsProof(host, token, deps.resolveTxt),
    fileProof(host, token, deps.fetch),
  ]);
  if (dns === 'proven') return { proven: 'dns' };
  if (file === 'proven') return { proven: 'file' };
  return { proven: null, dns, file };
}

/** Thrown by `publicOnlyFetch` for a host that resolves to this machine or a private network. */
export class NotPublicAddress extends Error {}

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The file check's default `fetch`: an administrator chooses the host, so the server must not be
 * made to knock on its own loopback, the cloud's metadata address or the private network. The
 * address is checked before the request; a name that changes its answer in between (DNS
 * rebinding) still only reaches one fixed path, bounded in time and size, and its body is never
 * shown (decision 099).
 */
export async function publicOnlyFetch(url: URL, init: RequestInit): Promise<Response> {
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(name) ? [{ address: name }] : await lookup(name, { all: true });
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
    throw new NotPublicAddress(url.hostname);
  }
  return fetch(url, init);
}

/** The system's resolver with a short patience, and the guarded fetch. */
export function defaultProofDeps(): DomainProofDeps {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return { resolveTxt: (name) => resolver.resolveTxt(name), fetch: publicOnlyFetch };
}
