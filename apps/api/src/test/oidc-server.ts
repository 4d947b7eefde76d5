import { parseArgs } from 'node:util';
import { startOidcProvider } from './oidc.js';

/**
 * The test OpenID provider of social.test.ts as a process of its own, for browser tests
 * (e2e/tests/social.spec.ts): prints `{"issuer": ...}` on one line once listening, and
 * stops on SIGTERM.
 *   node --import tsx apps/api/src/test/oidc-server.ts --client-id c --client-secret s --redirect-uri <uri>...
 */
const { values } = parseArgs({
  options: {
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
  },
});
if (!values['client-id'] || !values['client-secret'] || !values['redirect-uri']?.length) {
  console.error('usage: oidc-server.ts --client-id <id> --client-secret <secret> --redirect-uri <uri>...');
  process.exit(2);
}
const provider = await startOidcProvider({
  clientId: values['client-id'],
  clientSecret: values['client-secret'],
  redirectUris: values['redirect-uri'],
});
process.stdout.write(`${JSON.stringify({ issuer: provider.issuer })}\n`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
