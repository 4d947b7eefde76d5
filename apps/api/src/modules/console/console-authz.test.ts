import diagnostics from 'node:diagnostics_channel';
import { STAFF_API_BASE } from '@cp/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { adminOnly } from '../staff-roles/index.js';

/**
 * The authorization matrix of the staff API (issue 13, decision 078): every route registered under
 * STAFF_API_BASE, found as the app registers it (Fastify's `onRoute`), so a route added by any area
 * is checked without editing this file. A route is an administrators' route when its `onRequest`
 * holds staff.policy's `adminOnly`; the few calls an expert may make are listed below on purpose,
 * so a console route that forgot `adminOnly` fails here rather than opening to experts.
 */

/** Open without a token: the mailed invitation (decision 053). */
const PUBLIC = new Set([
  'GET /staff/invites/:token',
  'HEAD /staff/invites/:token',
  'POST /staff/invites/:token/accept',
]);

/** The desk's calls every staff member (expert or administrator) may make (issues 9-12). */
const MEMBER_PATHS = [
  /^\/staff\/me$/,
  /^\/staff\/courses$/,
  /^\/staff\/chats(\/|$)/,
  /^\/staff\/homework(\/|$)/,
  /^\/staff\/ratings$/,
  /^\/staff\/online-consultations(\/|$)/,
];

interface Route {
  method: string;
  /** Under API_BASE, as the contract writes it: `/staff/support-requests/:id`. */
  path: string;
  adminOnly: boolean;
}

const routes: Route[] = [];
let t: TestApp;
let a: ChatSchool;

/** Collects the routes of the app being built: the channel fires before any route is registered. */
function collect(message: unknown) {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${STAFF_API_BASE}/`)) return;
    const hooks = [route.onRequest ?? []].flat();
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        path: route.url.slice(STAFF_API_BASE.length - '/staff'.length),
        adminOnly: hooks.includes(adminOnly),
      });
    }
  });
}

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', collect);
  try {
    t = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collect);
  }
  a = await addChatSchool(t, 'authz-a.test');
});
afterAll(() => t?.close());

const key = (r: Route) => `${r.method} ${r.path}`;
/** Every `:param` as 1: the check comes before the parameters are validated. */
const urlOf = (r: Route) => `/spa/api/v1${r.path.replace(/:\w+/g, '1')}`;
const guarded = () => routes.filter((r) => !PUBLIC.has(key(r)) && r.method !== 'OPTIONS');
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/** A body that could not even be parsed: a route that read it before the check would answer 400. */
function send(r: Route, token?: string) {
  return t.call({
    method: r.method as 'GET',
    url: urlOf(r),
    host: a.host,
    token,
    ...(hasBody(r.method)
      ? { headers: { 'content-type': 'application/json' }, payload: '{"not": json' }
      : {}),
  });
}

describe('the staff API’s authorization matrix', () => {
  it('finds the staff routes, the console’s among them', () => {
    const paths = routes.map(key);
    // One route of the team (issue 9) and the support inbox (this issue), as a check that collecting works.
    expect(paths).toContain('GET /staff/members');
    expect(paths).toContain('POST /staff/support-requests/:id/replies');
    expect(guarded().length).toBeGreaterThan(20);
  });

  it('without a token every route but the invitation is 401, before the body is read', async () => {
    const wrong: string[] = [];
    for (const r of guarded()) {
      const res = await send(r);
      if (res.statusCode !== 401) wrong.push(`${key(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a learner's token is 403 on every route, before the body is read", async () => {
    const wrong: string[] = [];
    for (const r of guarded()) {
      const res = await send(r, a.tokens.anna);
      if (res.statusCode !== 403) wrong.push(`${key(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("an expert's token is 403 on every administrators' route; only the desk's calls are open to experts", async () => {
    const wrong: string[] = [];
    for (const r of guarded()) {
      const member = MEMBER_PATHS.some((p) => p.test(r.path));
      if (!member && !r.adminOnly) {
        wrong.push(`${key(r)}: not a desk call and has no adminOnly`);
        continue;
      }
      if (!r.adminOnly) continue;
      const res = await send(r, a.tokens.eva);
      if (res.statusCode !== 403) wrong.push(`${key(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
