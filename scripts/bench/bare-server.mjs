// The bench's baseline: the same Fastify the API uses, one route, no plugins, no database.
// The API's throughput is reported as a ratio to this, measured in the same run on the same
// machine, so that the budget does not depend on how fast the machine is (ARCHITECTURE §7).
// Started by scripts/bench.mjs with FASTIFY_PATH (resolved from apps/api) and PORT.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fastifyPath = process.env.FASTIFY_PATH;
if (!fastifyPath) throw new Error('FASTIFY_PATH is required');
/** @type {import('fastify').FastifyInstance} */
const app = require(fastifyPath)({ logger: false });

app.get('/bare', async () => ({ id: 1, name: 'bare', lang: 'ru', ok: true }));
app.get('/readyz', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
