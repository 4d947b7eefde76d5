import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './env';
import { finished, run, waitReady } from './second-server';

// An API process of its own for the school-settings tests (issue 4): its localhost school
// has GA4 and Metrica ids and its 127.0.0.1 school has banners off (both set with the staff
// CLI, as an administrator would), and the operator's ERROR_REPORTING_DSN points at a
// collector on loopback that speaks the Sentry envelope protocol. The shared test server
// has none of these.

export const TELEMETRY_PORT = E2E_PORT + 3;
export const COLLECTOR_PORT = E2E_PORT + 4;
export const TELEMETRY_URL = `http://localhost:${TELEMETRY_PORT}/class/`;
/** The school whose banners are off on this server. */
export const NO_BANNERS_URL = `http://127.0.0.1:${TELEMETRY_PORT}/class/`;
export const ANALYTICS_IDS = { ga: 'G-E2ETEST01', ya: '99887766' } as const;
const DSN = `http://e2e-public-key@127.0.0.1:${COLLECTOR_PORT}/7`;

export interface TelemetryServer {
  stop(): Promise<void>;
}

export async function startTelemetryServer(): Promise<TelemetryServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-e2e-telemetry-'));
  const api = { child: null as ReturnType<typeof run> | null };
  const stop = async () => {
    const child = api.child;
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await finished(
      run(
        [
          'apps/api/src/cli/school-settings.ts',
          '--host',
          'localhost',
          '--ga-id',
          ANALYTICS_IDS.ga,
          '--ya-id',
          ANALYTICS_IDS.ya,
        ],
        { DATA_DIR: dataDir },
      ),
    );
    await finished(
      run(['apps/api/src/cli/school-settings.ts', '--host', '127.0.0.1', '--banners', 'off'], {
        DATA_DIR: dataDir,
      }),
    );
    api.child = run(['apps/api/src/server.ts'], {
      DATA_DIR: dataDir,
      PORT: String(TELEMETRY_PORT),
      HOST: '127.0.0.1',
      ERROR_REPORTING_DSN: DSN,
    });
    await waitReady(`http://127.0.0.1:${TELEMETRY_PORT}/readyz`, 120_000);
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface ReceivedEnvelope {
  url: string;
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  event: Record<string, unknown>;
}

/** A Sentry-compatible ingestion endpoint on loopback: parses and keeps each envelope. */
export async function startCollector(): Promise<{ envelopes: ReceivedEnvelope[]; close(): Promise<void> }> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      // Browsers send it cross-origin; Sentry answers every origin the same way.
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method !== 'POST' || !req.url?.startsWith('/api/7/envelope/')) {
        res.writeHead(req.method === 'OPTIONS' ? 204 : 404).end();
        return;
      }
      const [header, item, event] = body
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      envelopes.push({ url: req.url, header, item, event });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: header.event_id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(COLLECTOR_PORT, '127.0.0.1', resolve));
  return { envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
