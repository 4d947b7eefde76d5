import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The mail outbox of a test app (DATA_DIR/outbox, no SMTP_URL): the mails are read back as a mail
 * program would, each once, oldest first.
 */
export async function testOutbox() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-mail-notifications-'));
  const dir = path.join(dataDir, 'outbox');
  const seen = new Set<string>();
  async function fresh(): Promise<(ParsedMail & { raw: string })[]> {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml') && !seen.has(f))
      .sort();
    const mails = [];
    for (const file of files) {
      seen.add(file);
      const raw = await readFile(path.join(dir, file), 'utf8');
      mails.push(Object.assign(await simpleParser(raw), { raw }));
    }
    return mails;
  }
  return {
    dataDir,
    /** Mails written since the last call. */
    fresh,
    /** Waits (up to 5 s) until `count` new mails are there; answers them. */
    async waitFor(count: number) {
      const got: Awaited<ReturnType<typeof fresh>> = [];
      const until = Date.now() + 5000;
      while (got.length < count && Date.now() < until) {
        got.push(...(await fresh()));
        if (got.length < count) await new Promise((r) => setTimeout(r, 50));
      }
      return got;
    },
    /** Lets background sends finish, then answers what they wrote. */
    async settle(ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      return fresh();
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
export type TestOutbox = Awaited<ReturnType<typeof testOutbox>>;

export const toOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The one-click link of a mail's List-Unsubscribe header. */
export function unsubscribeLinkOf(mail: ParsedMail): URL {
  const list = mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
  const raw = list?.unsubscribe?.url ?? /<([^>]+)>/.exec(String(mail.headers.get('list-unsubscribe')))?.[1];
  if (!raw) throw new Error('no List-Unsubscribe header');
  return new URL(raw);
}
