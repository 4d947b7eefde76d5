/**
 * What the operator commands (`npm run staff`, `backup`, `restore`) share. Each is a function of
 * its arguments, environment and output streams that answers its exit code, so the tests run it
 * in their own process (a child process through tsx costs seconds a run); the file npm runs only
 * hands it the process's own (`runAsProgram`).
 */

/** Where a command writes: the process's streams as a program, strings gathered in a test. */
export interface CommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** The terminal a password is asked on; without one (a test, a pipe) nobody is asked. */
  stdin?: NodeJS.ReadStream;
}

export type Command = (argv: string[], env: NodeJS.ProcessEnv, io: CommandIo) => Promise<number>;

/** A line on a stream, as console.log and console.error write it. */
export function println(out: NodeJS.WritableStream, text: string): void {
  out.write(`${text}\n`);
}

/** The command ends with `code` after `message` on stderr (1 refused or failed, 2 wrong usage). */
class CommandExit extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

/** Ends the command: `message` on stderr, exit code `code`. A throw, so `finally` still closes the database. */
export function fail(message: string, code: 1 | 2): never {
  throw new CommandExit(message, code);
}

/**
 * Runs a command's body and answers its exit code: 0 when it returns, a `fail`'s code after its
 * message, 1 for anything else thrown, printed as `describe` words it (each command its own way).
 */
export async function exitCodeOf(
  io: CommandIo,
  body: () => Promise<void>,
  describe: (err: unknown) => string,
): Promise<number> {
  try {
    await body();
    return 0;
  } catch (err) {
    const exit = err instanceof CommandExit;
    println(io.stderr, exit ? err.message : describe(err));
    return exit ? err.code : 1;
  }
}

/**
 * A command file's bin entry. Success lets the event loop drain, so nothing written is cut off;
 * a failure exits at once with its code: the commands have always behaved so.
 */
export function runAsProgram(command: Command): void {
  void command(process.argv.slice(2), process.env, process).then((code) => {
    if (code !== 0) process.exit(code);
  });
}
