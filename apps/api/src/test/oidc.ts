import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on loopback (oidc-provider), standing in for "google".
 * Its development interactions render a sign-in form whose `login` becomes the person's
 * `sub`, and a consent form; tests fill them in over HTTP like a browser would.
 */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // PKCE on every authorization request, as for a public client.
    pkce: { required: () => true },
    cookies: { keys: ['test-only-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Everyone has an e-mail at the provider; a test checks that it never links an account by itself.
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@gmail.test`, email_verified: true }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
