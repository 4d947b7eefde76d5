import * as client from 'openid-client';
import type { SocialClientRow } from './social.repository.js';

/**
 * The OAuth 2.0 / OpenID Connect side of a social sign-in, through openid-client
 * (certified, by the author of the provider the tests run). Authorization code flow
 * with state, PKCE (S256) and, for OpenID providers, nonce and a verified ID token.
 */

const CACHE_TTL_MS = 10 * 60 * 1000;
const configs = new Map<string, { config: Promise<client.Configuration>; until: number }>();

/** Plain http is allowed for a provider on this machine only (development and tests). */
function isLoopback(url: URL) {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

async function buildConfiguration(row: SocialClientRow): Promise<client.Configuration> {
  const secret = row.clientSecret ?? undefined;
  if (row.issuer) {
    const issuer = new URL(row.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    return client.discovery(issuer, row.clientId, secret, undefined, {
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
  }
  if (!row.authorizationEndpoint || !row.tokenEndpoint || !row.userinfoEndpoint) {
    throw new Error(`social client ${row.id}: neither an issuer nor the three endpoints are set`);
  }
  const authorization = new URL(row.authorizationEndpoint);
  const config = new client.Configuration(
    {
      issuer: authorization.origin,
      authorization_endpoint: row.authorizationEndpoint,
      token_endpoint: row.tokenEndpoint,
      userinfo_endpoint: row.userinfoEndpoint,
    },
    row.clientId,
    secret,
  );
  if (authorization.protocol === 'http:' && isLoopback(authorization)) client.allowInsecureRequests(config);
  return config;
}

/** The provider's configuration, discovered once per client and kept for a while. */
function configurationOf(row: SocialClientRow): Promise<client.Configuration> {
  const key = [row.id, row.clientId, row.issuer, row.authorizationEndpoint, row.tokenEndpoint].join('|');
  const hit = configs.get(key);
  if (hit && hit.until > Date.now()) return hit.config;
  const config = buildConfiguration(row);
  // A failed discovery is not kept: the next attempt tries again.
  config.catch(() => configs.delete(key));
  configs.set(key, { config, until: Date.now() + CACHE_TTL_MS });
  return config;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newFlowSecrets(): FlowSecrets {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

export async function authorizationUrl(
  row: SocialClientRow,
  secrets: FlowSecrets,
  redirectUri: string,
): Promise<URL> {
  const config = await configurationOf(row);
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: row.scope,
    state: secrets.state,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (row.issuer) params.nonce = secrets.nonce;
  return client.buildAuthorizationUrl(config, params);
}

/**
 * Exchanges the code of the callback (`callbackUrl`, as the provider sent the browser to
 * it) and answers the person's stable id at the network: the ID token's `sub` for an
 * OpenID provider, else `sub` or `id` of the user-info answer. Null when there is none.
 */
export async function socialIdOf(
  row: SocialClientRow,
  secrets: FlowSecrets,
  callbackUrl: URL,
): Promise<string | null> {
  const config = await configurationOf(row);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    ...(row.issuer ? { expectedNonce: secrets.nonce, idTokenExpected: true } : {}),
  });
  if (row.issuer) {
    const sub = tokens.claims()?.sub;
    return typeof sub === 'string' && sub ? sub : null;
  }
  const res = await client.fetchProtectedResource(
    config,
    tokens.access_token,
    new URL(row.userinfoEndpoint!),
    'GET',
  );
  if (!res.ok) throw new Error(`user info answered ${res.status}`);
  const info = (await res.json()) as { sub?: unknown; id?: unknown };
  const id = info.sub ?? info.id;
  return (typeof id === 'string' || typeof id === 'number') && String(id) ? String(id) : null;
}
