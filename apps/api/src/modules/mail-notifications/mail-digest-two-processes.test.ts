import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.js';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { type TestOutbox, testOutbox, toOf } from './mail-notifications-fixtures.js';

/**
 * Decision 143: two real API processes on one PostgreSQL database, each running the mail sweeps
 * (REMINDERS=on, a tick every 2 s), and two answers Anna has not read for two hours: one digest
 * reaches the outbox they share, though both processes swept many times; a process killed and a
 * new one started (a restart) mail nothing more.
 */
const TICK_SECONDS = 2;
let rig: ApiProcesses;
let outbox: TestOutbox;
let school: ChatSchool;
let bases: string[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  if (!postgresAvailable) return;
  outbox = await testOutbox();
  rig = await createApiProcesses('mail-digest', {
    env: { DATA_DIR: outbox.dataDir, REMINDERS: 'on', REMINDER_TICK_SECONDS: String(TICK_SECONDS) },
  });
  school = await addChatSchool(rig.database, PROCESS_HOST);
  const at = new Date(Date.now() - 2 * 3_600_000);
  for (const text of ['Breathe in for four.', 'Hold for seven.']) {
    await rig.database.db.insert(chatMessages).values({
      projectId: school.projectId,
      chatChannelId: school.chats.anna,
      userId: school.users.eva.id,
      isExpert: true,
      message: text,
      createdAt: at,
      updatedAt: at,
    });
  }
  bases = await rig.start(2);
}, 240_000);
afterAll(async () => {
  await rig?.stop();
  await outbox?.remove();
});

describe.skipIf(!postgresAvailable)('the digest with a sweep on each of two processes', () => {
  it('is mailed once, and not again after a restart', async () => {
    const [mail] = await outbox.waitFor(1);
    expect(toOf(mail!)).toBe(`anna@${PROCESS_HOST}`);
    expect(mail!.subject).toBe('Непрочитанные ответы экспертов: 2');
    // Both processes keep sweeping: several ticks each, nothing more.
    await sleep(4 * TICK_SECONDS * 1000);
    expect(await outbox.fresh()).toEqual([]);
    // One process crashes and a new one starts: the claims are in the database, not in the process.
    rig.kill(bases[0]!, 'SIGKILL');
    await rig.start(1);
    await sleep(3 * TICK_SECONDS * 1000);
    expect(await outbox.fresh()).toEqual([]);
  }, 120_000);
});
