import type { FastifyRequest } from 'fastify';

/**
 * The address a person uses to reach this school, for links handed back to that same
 * person in the answer (WebSocket, social sign-in); mailed links use schoolOrigin below.
 * PUBLIC_URL when it names this host (it knows the real scheme and port behind a proxy),
 * else the request's own protocol and host. The host is safe to echo: the tenant plugin
 * has already refused hosts of no school.
 */
export function publicOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) {
    const url = new URL(publicUrl);
    if (url.hostname === request.hostname) return url.origin;
  }
  return `${request.protocol}://${request.host}`;
}

/**
 * The school's address for links sent by e-mail (password recovery), from configuration
 * only (ARCHITECTURE §8, issue 8): the host of the school's domain row, with the scheme
 * and port of PUBLIC_URL (the installation's public address, whichever school it names);
 * without PUBLIC_URL, plain http on the server's own PORT (a local demo). The request's
 * Host header (its port included) is never used: a mail outlives the request, and whoever
 * sent that header need not be the person the mail goes to.
 */
export function schoolOrigin(domainHost: string, opts: { publicUrl?: string; port?: number }): string {
  const url = new URL(opts.publicUrl ?? 'http://localhost');
  url.hostname = domainHost;
  if (!opts.publicUrl) url.port = opts.port ? String(opts.port) : '';
  return url.origin;
}
