import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (smtp-server), keeping every message it receives,
 * parsed (mailparser). Tests point SMTP_URL at it and read what the API sent.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages in all have arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = until - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
