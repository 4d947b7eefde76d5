import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

export interface MetricsOptions {
  database: Database;
  /** METRICS_PORT: without it the process keeps no metrics and opens no listener. */
  port?: number | undefined;
  /** METRICS_HOST: the address the listener binds (loopback by default, config.ts). */
  host?: string | undefined;
}

/** The route label of a request no route matched: one label, whatever the path (a scan of random paths). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Seconds; from a cached read to a slow export, the range the ARCHITECTURE §7 budgets talk about. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (decision 086) on their own listener, never on a school's host: an operator
 * scrapes METRICS_HOST:METRICS_PORT from inside the installation. A registry per app (the tests
 * build many apps in one process; the global default registry would mix them).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  if (opts.port === undefined) return;
  const registry = new Registry();
  // Process CPU, memory, event loop lag, GC pauses, handles.
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route template',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The template (/spa/api/v1/days/:id), never the path: ids would make a series per object.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  registerStateGauges(app, registry, opts.database);

  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  // Listens once the app is ready and stops with it, so server.ts needs to know nothing of it.
  app.addHook('onReady', () => listen(server, opts.port ?? 0, opts.host ?? '127.0.0.1'));
  app.addHook('onClose', () => close(server));
});

/** Gauges read when scraped: the database pool, open WebSockets, the job queue. */
function registerStateGauges(app: FastifyInstance, registry: Registry, database: Database) {
  const pool = () => database.poolStats();
  // The embedded database has no pool (one connection inside the process): no pool gauges then.
  if (pool()) {
    const poolGauge = (
      name: string,
      help: string,
      read: (s: NonNullable<ReturnType<typeof pool>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = pool();
          if (stats) this.set(read(stats));
        },
      });
    poolGauge('db_pool_connections', 'Connections the database pool holds open', (s) => s.total);
    poolGauge('db_pool_idle_connections', 'Open pool connections not serving a query', (s) => s.idle);
    poolGauge('db_pool_waiting_requests', 'Queries waiting for a pool connection', (s) => s.waiting);
  }
  new Gauge({
    name: 'websocket_connections',
    help: 'WebSockets (realtime events) open in this process',
    registers: [registry],
    collect() {
      // @fastify/websocket's server tracks its open clients (realtime.ts registers it).
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs by queue and state, as the job queue last counted them (every JOBS_MONITOR_SECONDS)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const q of await app.jobs.counts()) {
          for (const state of ['queued', 'active', 'deferred', 'failed'] as const)
            this.set({ queue: q.name, state }, q[state]);
        }
      } catch (err) {
        // The database is down: the scrape still answers with everything else.
        app.log.warn({ err }, 'job queue counts not available');
      }
    },
  });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    // A scraper's kept-alive connection must not hold the shutdown.
    server.closeAllConnections();
  });
}
