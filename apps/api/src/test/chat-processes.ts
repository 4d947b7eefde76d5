import { afterAll, beforeAll } from 'vitest';
import { type ApiProcesses, createApiProcesses, PROCESS_HOST, postgresAvailable } from './api-processes.js';
import { addChatSchool, type ChatSchool } from './chat-fixtures.js';

export interface ChatSchoolOnProcesses {
  /** The chat school of chat-fixtures, on the processes' shared database. */
  school: ChatSchool;
  /** The base URLs of the two API processes. */
  api: string[];
}

/**
 * Registers the hooks that start two API processes on one PostgreSQL database with a chat
 * school in it, and stop them after the file. Nothing starts without PostgreSQL: callers
 * `describe.skipIf(!postgresAvailable)`.
 */
export function chatSchoolOnTwoProcesses(name: string): ChatSchoolOnProcesses {
  const on = { api: [] } as unknown as ChatSchoolOnProcesses;
  let rig: ApiProcesses | null = null;
  beforeAll(async () => {
    if (!postgresAvailable) return;
    rig = await createApiProcesses(name);
    on.school = await addChatSchool(rig.database, PROCESS_HOST);
    on.api.push(...(await rig.start(2)));
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });
  return on;
}

/** A JSON call to one process's API with a learner's or an expert's token. */
export const callApi = (base: string, method: string, url: string, token: string, payload?: object) =>
  fetch(`${base}/spa/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
