import { execFile } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Command } from './command.js';

/** What a command answered: its exit code and everything it wrote. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A stream that keeps what is written to it. */
function gathered(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * A command run in the test's own process, as its bin file runs it but on `env` and with no
 * terminal (nobody to ask a password of): seconds cheaper than a child process through tsx.
 */
export async function runCommand(
  command: Command,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  const stdout = gathered();
  const stderr = gathered();
  const code = await command(args, env, { stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The ceiling of a test that runs commands. A ceiling, not a wait: making an embedded database
 * (initdb) took 106 s, and a child process (tsx compiling the command first) over 300 s, on two
 * cores with other suites running (load 26). A child is stopped a little before, so one that hangs
 * never outlives its test holding the embedded database of the tests after it.
 */
export const COMMAND_TEST_MS = 300_000;

/**
 * A command as the operator runs it: `src/cli/<script>.ts` in a child process through tsx, what
 * `npm run <script>` starts. It covers the bin file: the real argv, the streams, the exit code.
 */
export function runCommandProcess(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${script}.ts`, ...args],
      { cwd: apiRoot, env, timeout: COMMAND_TEST_MS - 10_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
