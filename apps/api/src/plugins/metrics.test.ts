import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCODE_QUEUE } from '../modules/console/media/transcode/transcode.job.js';
import { freePort } from '../test/api-processes.js';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { openSocket, type TestSocket } from '../test/ws.js';

/**
 * Prometheus metrics on their own listener (issue 14 "Operations", decision 086): a scrape of
 * METRICS_PORT after real requests, and the school's own port that never serves /metrics.
 */
const HOST = '127.0.0.1';
let t: TestApp;
let metricsUrl: string;
let appUrl: string;
let socket: TestSocket;
let token: string;

beforeAll(async () => {
  const port = await freePort();
  // Workers off (the test default): a queued job stays queued; the queue counts every second.
  t = await createTestApp({ config: { METRICS_PORT: port, METRICS_HOST: HOST, JOBS_MONITOR_SECONDS: 1 } });
  const school = await addSchool(t.db, HOST);
  await addUser(t.db, school.project.id, 'metered@example.com');
  await t.app.listen({ port: 0, host: HOST });
  appUrl = `http://${HOST}:${(t.app.server.address() as AddressInfo).port}`;
  metricsUrl = `http://${HOST}:${port}/metrics`;
  token = await signIn(t.call, HOST, 'metered@example.com');
  socket = await openSocket(
    `ws://${HOST}:${(t.app.server.address() as AddressInfo).port}/spa/api/v1/ws`,
    token,
  );
});
afterAll(async () => {
  socket?.socket.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

/** The value of one sample line, `name{labels} value`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(/,(?=\w+=")/).filter(Boolean);
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('count requests and their latency by route template, method and status class', async () => {
    const route = '/spa/api/v1/chats/:id';
    const before = await scrape();
    const answers: number[] = [];
    for (const id of [101, 102, 103]) {
      const res = await fetch(`${appUrl}/spa/api/v1/chats/${id}?lang=en`, {
        headers: { authorization: `Bearer ${token}` },
      });
      answers.push(res.status);
    }
    // Three ids, one route: the same class each time, whatever the area answers for a stranger's id.
    expect(new Set(answers).size).toBe(1);
    const labels = { method: 'GET', route, status_class: `${Math.floor(answers[0]! / 100)}xx` };
    const after = await scrape();
    expect(
      sample(after, 'http_requests_total', labels)! - (sample(before, 'http_requests_total', labels) ?? 0),
    ).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe(
      (sample(before, 'http_request_duration_seconds_count', labels) ?? 0) + 3,
    );
    // Every request took less than 10 s: the widest finite bucket holds all three.
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...labels, le: '10' })).toBe(
      (sample(before, 'http_request_duration_seconds_bucket', { ...labels, le: '10' }) ?? 0) + 3,
    );
    expect(
      sample(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    // No label carries an id.
    expect(after).not.toMatch(/route="[^"]*\/10[123]"/);
  });

  it('put every path no route knows under one label', async () => {
    for (const path of ['/nothing/1', '/nothing/2', '/wp-admin.php']) {
      expect((await fetch(`${appUrl}${path}`)).status).toBe(404);
    }
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('wp-admin');
  });

  it('report the process, the open WebSockets, the database pool and the job queue', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'websocket_connections')).toBe(1);
    if (t.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      // The embedded database has no pool to report.
      expect(text).not.toContain('db_pool_connections');
    }
    // A job waiting in the queue shows once the queue has counted it.
    await t.app.jobs.send(TRANSCODE_QUEUE, { assetId: 987654 });
    await expect
      .poll(
        async () => sample(await scrape(), 'job_queue_jobs', { queue: TRANSCODE_QUEUE, state: 'queued' }),
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toBe(1);
    socket.socket.close();
    await socket.closed;
    await expect.poll(async () => sample(await scrape(), 'websocket_connections')).toBe(0);
  });

  it('are served on their own listener only: the school host answers 404 for /metrics', async () => {
    expect((await fetch(`${appUrl}/metrics`)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/metrics', host: HOST })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });
});
