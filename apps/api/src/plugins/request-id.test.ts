import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentScope } from '../lib/request-scope.js';
import { addSchool, addUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The request id (issue 14 "Operations", decision 086): taken from a well-formed X-Request-Id or
 * made, sent back, on every log line of the request, and carried into the jobs and the mail the
 * request starts. The log lines are the app's real JSON lines, read from the logger's stream.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROBE_QUEUE = 'request-id-probe';
type LogLine = { msg?: string; requestId?: string; queue?: string; [key: string]: unknown };

const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    done();
  },
});
const jobsSeen: { data: Record<string, unknown>; scopeId: string | undefined }[] = [];
let t: TestApp;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-request-id-'));
  t = await createTestApp({
    config: { JOBS: 'on', JOBS_MONITOR_SECONDS: 1, dataDir },
    logger: { level: 'info', stream },
  });
  // A queue and a route that queues into it: what a module does, with nothing but the real queue.
  t.app.jobs.define<Record<string, unknown>>({
    name: PROBE_QUEUE,
    options: {},
    concurrency: 1,
    async handler(job: Job<Record<string, unknown>>) {
      currentScope()?.log.info('probe job at work');
      jobsSeen.push({ data: job.data, scopeId: currentScope()?.requestId });
    },
  });
  t.app.post('/probe-job', async (request) => {
    await t.app.jobs.send(PROBE_QUEUE, { body: request.body });
    return { queued: true };
  });
  const school = await addSchool(t.db, 'school-a.test');
  await addUser(t.db, school.project.id, 'anna@example.com');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const linesOf = (requestId: string) => lines.filter((l) => l.requestId === requestId);

describe('request id', () => {
  it('takes a well-formed X-Request-Id from the balancer: in the answer and on every line of the request', async () => {
    const id = 'lb-7f3a.0001_x';
    const res = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(linesOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes one when the request has none, and replaces a malformed one', async () => {
    const none = await t.call({ method: 'GET', url: '/readyz' });
    const made = String(none.headers['x-request-id']);
    expect(made).toMatch(UUID);
    expect(linesOf(made)).toHaveLength(2);

    for (const bad of ['two words', 'x'.repeat(129), 'a"b', '../etc/passwd', '{"msg":1}']) {
      const res = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      const replaced = String(res.headers['x-request-id']);
      expect(replaced).toMatch(UUID);
      expect(linesOf(replaced)).toHaveLength(2);
      expect(lines.some((l) => l.requestId === bad)).toBe(false);
    }
    // Each request its own id.
    const again = await t.call({ method: 'GET', url: '/healthz' });
    expect(again.headers['x-request-id']).not.toBe(made);
  });

  it('is on the lines of errors and unknown paths too', async () => {
    const res = await t.call({ method: 'GET', url: '/no/such/path', headers: { 'x-request-id': 'nf-1' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('nf-1');
    expect(linesOf('nf-1').length).toBeGreaterThanOrEqual(2);
  });

  it('goes with the jobs a request queues: in the job data and on the worker lines', async () => {
    // Over a real socket: the body arrives in the socket's events, where the scope must be found again.
    const res = await fetch(`${baseUrl}/probe-job`, {
      method: 'POST',
      body: JSON.stringify({ upload: 42 }),
      headers: { 'x-request-id': 'upload-abc', 'content-type': 'application/json' },
    });
    expect(await res.json()).toEqual({ queued: true });
    await expect.poll(() => jobsSeen.length, { timeout: 15_000 }).toBe(1);
    expect(jobsSeen[0]).toEqual({
      data: { body: { upload: 42 }, requestId: 'upload-abc' },
      scopeId: 'upload-abc',
    });
    await expect.poll(() => linesOf('upload-abc').find((l) => l.msg === 'job done')).toBeDefined();
    const worker = linesOf('upload-abc').filter((l) => l.queue === PROBE_QUEUE);
    expect(worker.map((l) => l.msg)).toEqual(['job started', 'probe job at work', 'job done']);
  });

  it('is on the mailer lines of the mail a request sends', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/auth/request-password-reset?lang=en',
      payload: { email: 'anna@example.com' },
      headers: { 'x-request-id': 'reset-1' },
    });
    expect(res.statusCode).toBe(200);
    // Sent after the answer (recovery.routes): the line comes a moment later.
    await expect
      .poll(() => linesOf('reset-1').find((l) => l.msg === 'mail written to the outbox'), { timeout: 10_000 })
      .toMatchObject({ to: 'anna@example.com' });
  });
});
