import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSchool(t.db, 'school-a.test');
  // A route that fails the way a bug would, to see what a 5xx reveals.
  t.app.get('/spa/api/v1/__test/boom', async () => {
    throw new Error('secret connection string postgres://admin:pw@db');
  });
});
afterAll(() => t.close());

describe('health and shared error shapes', () => {
  it('/healthz answers while the process runs and /readyz when the database answers', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.call({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('never shows internals in a 5xx', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/__test/boom?lang=en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      name: 'Internal Server Error',
      message: 'An internal server error occurred.',
      code: 0,
      status: 500,
    });
    expect(res.body).not.toContain('postgres://');
  });

  it('answers unknown paths with 404 in the error shape', async () => {
    const res = await t.call({ method: 'GET', url: '/nowhere?lang=es' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'Not Found', code: 0, status: 404 });
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/spa/api/v1/auth/login', '/spa/api/v1/user', '/spa/api/v1/config']),
    );
    expect(doc.paths['/spa/api/v1/auth/login'].post.requestBody).toBeDefined();
  });
});
