import type { FastifyRequest } from 'fastify';

/**
 * The address a person uses to reach this school, for links we hand out (recovery
 * e-mail, WebSocket, social sign-in). PUBLIC_URL when it names this host (it knows the
 * real scheme and port behind a proxy), else the request's own protocol and host. The
 * host is safe to echo: the tenant plugin has already refused hosts of no school.
 */
export function publicOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) {
    const url = new URL(publicUrl);
    if (url.hostname === request.hostname) return url.origin;
  }
  return `${request.protocol}://${request.host}`;
}
