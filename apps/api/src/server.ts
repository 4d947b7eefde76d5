import { boot, listSchoolHosts, startBanner } from './boot.js';
import { loadConfig } from './config.js';
import { DatabaseInUseError } from './db/data-dir-lock.js';

/**
 * Listens, and on SIGTERM/SIGINT drains (decision 085): /readyz and every new request answer 503
 * and no new connection is taken (Fastify's closing state), in-flight requests finish, WebSockets
 * close with "going away" (plugins/realtime), the jobs stop, and the database closes last, so
 * PGlite is never left half-written. Whatever is still open after SHUTDOWN_GRACE_SECONDS is cut.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const { app, database } = await boot(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Without the demo, the schools there are: none yet says how to make the first (issue 28).
  const schools = config.SEED === 'demo' ? [] : await listSchoolHosts(database.db);
  process.stdout.write(startBanner(config, schools));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    const force = setTimeout(() => {
      app.log.warn('shutdown grace over: closing the connections still open');
      app.server.closeAllConnections();
      for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    // A hook that never returns must not keep a stopped server from exiting.
    const stuck = setTimeout(
      () => {
        app.log.error('shutdown did not finish; exiting');
        process.exit(1);
      },
      (config.SHUTDOWN_GRACE_SECONDS + 15) * 1000,
    );
    stuck.unref();
    try {
      await app.close();
      clearTimeout(force);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // Another process has the embedded database: its message says which and what to do.
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
});
