import { parseArgs } from 'node:util';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import { domains, socialAuthClients } from '../db/schema/index.js';
import { seedDemo } from '../seed/seed-demo.js';

export interface SocialClientOptions {
  host: string;
  network: SocialNetwork;
  clientId: string;
  clientSecret?: string;
  /** OpenID Connect issuer (discovery); or the three OAuth 2.0 endpoints below. */
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  scope?: string;
  enabled?: boolean;
}

/**
 * Adds or replaces a school's client at a network (decision 022) and turns the auth
 * collection of the school's domains on, so the config answer lists the network.
 * Answers the school's project id.
 */
export async function configureSocialClient(db: Db, options: SocialClientOptions): Promise<number> {
  const [domain] = await db
    .select()
    .from(domains)
    .where(eq(domains.host, options.host.toLowerCase()))
    .limit(1);
  if (!domain) throw new Error(`no school serves the host ${options.host}`);
  const values = {
    enabled: options.enabled ?? true,
    clientId: options.clientId,
    clientSecret: options.clientSecret ?? null,
    issuer: options.issuer ?? null,
    authorizationEndpoint: options.authorizationEndpoint ?? null,
    tokenEndpoint: options.tokenEndpoint ?? null,
    userinfoEndpoint: options.userinfoEndpoint ?? null,
    scope: options.scope ?? 'openid',
  };
  await db
    .insert(socialAuthClients)
    .values({ projectId: domain.projectId, network: options.network, ...values })
    .onConflictDoUpdate({ target: [socialAuthClients.projectId, socialAuthClients.network], set: values });
  await db
    .update(domains)
    .set({ auth: { enabled: true, clients: {} } })
    .where(eq(domains.projectId, domain.projectId));
  return domain.projectId;
}

const usage = `usage: npm run social:client -w apps/api -- --host <host> --network <${SOCIAL_NETWORKS.join('|')}>
       --client-id <id> [--client-secret <secret>] (--issuer <url> | --authorization-endpoint <url>
       --token-endpoint <url> --userinfo-endpoint <url>) [--scope "openid email"] [--disable]`;

/**
 * Staff tool: configures a school's social sign-in client. Uses DATABASE_URL, else the
 * PGlite database in DATA_DIR (stop the server first: an embedded database has one
 * process). With SEED=demo (the default) an empty database gets the demo schools first,
 * as the server would on its first start.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      network: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      issuer: { type: 'string' },
      'authorization-endpoint': { type: 'string' },
      'token-endpoint': { type: 'string' },
      'userinfo-endpoint': { type: 'string' },
      scope: { type: 'string' },
      disable: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const network = values.network as SocialNetwork | undefined;
  const endpoints =
    values['authorization-endpoint'] && values['token-endpoint'] && values['userinfo-endpoint'];
  if (
    values.help ||
    !values.host ||
    !network ||
    !SOCIAL_NETWORKS.includes(network) ||
    !values['client-id'] ||
    !(values.issuer || endpoints)
  ) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (config.SEED === 'demo') await seedDemo(database.db);
    const projectId = await configureSocialClient(database.db, {
      host: values.host,
      network,
      clientId: values['client-id'],
      clientSecret: values['client-secret'],
      issuer: values.issuer,
      authorizationEndpoint: values['authorization-endpoint'],
      tokenEndpoint: values['token-endpoint'],
      userinfoEndpoint: values['userinfo-endpoint'],
      scope: values.scope,
      enabled: !values.disable,
    });
    console.log(
      `${network} ${values.disable ? 'disabled' : 'configured'} for school ${projectId} (${values.host})`,
    );
  } finally {
    await database.close();
  }
}

// Run only as a program, not when a test imports the function.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
