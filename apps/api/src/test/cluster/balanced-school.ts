import { afterAll, beforeAll } from 'vitest';
import { type ApiProcesses, balancerAvailable, createApiProcesses, PROCESS_HOST } from '../api-processes.js';
import { addChatSchool, type ChatSchool } from '../chat-fixtures.js';

/**
 * Two API processes behind nginx (decision 084) on one PostgreSQL database, with the chat
 * school of chat-fixtures in it: what a learner meets in production, where any request may land
 * on any process. Nothing starts without PostgreSQL and nginx: callers
 * `describe.skipIf(!balancerAvailable)`.
 */
export interface BalancedSchool {
  school: ChatSchool;
  /** The balancer: "any process". */
  url: string;
  /** Each process directly, for a test that needs a specific one. */
  bases: string[];
  rig: ApiProcesses;
}

export function balancedChatSchool(name: string, env: Record<string, string> = {}): BalancedSchool {
  const on = {} as BalancedSchool;
  beforeAll(async () => {
    if (!balancerAvailable) return;
    on.rig = await createApiProcesses(name, { env });
    on.school = await addChatSchool(on.rig.database, PROCESS_HOST);
    Object.assign(on, await on.rig.startBalanced(2));
    // Generous: a loaded two-core machine takes a minute and more to boot two tsx processes.
  }, 240_000);
  afterAll(async () => {
    await on.rig?.stop();
  }, 120_000);
  return on;
}

/** Which process answered, as the test balancer says (X-Upstream-Addr, scripts/lib/nginx.mjs). */
export const upstreamOf = (res: Response) => res.headers.get('x-upstream-addr') ?? '';

/** A JSON call through `base` (the balancer or one process) with a bearer token. */
export const call = (base: string, method: string, url: string, token: string | null, payload?: object) =>
  fetch(`${base}/spa/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
