import { DrizzleQueryError } from 'drizzle-orm';

/** What PostgreSQL (a server through `pg`, or PGlite) reports about a failed statement. */
interface ServerError {
  code: string;
  severity: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

/** An SQLSTATE: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function isServerError(err: object): err is ServerError & Error {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** The error and what it wraps (`cause`), outermost first. */
function chainOf(err: unknown): object[] {
  const chain: object[] = [];
  for (
    let e = err;
    typeof e === 'object' && e !== null && chain.length < 6;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e);
  }
  return chain;
}

/**
 * The "at ..." lines of an error's stack. Its head repeats the message, which is what is kept out,
 * and a value in it may itself hold a line that looks like a frame: only what follows it is read.
 */
function framesOf(err: Error): string[] {
  const stack = String(err.stack ?? '');
  const at = stack.indexOf(err.message);
  if (at < 0) return [];
  return stack
    .slice(at + err.message.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
}

/**
 * A failed database statement, as it may be logged (issue 25, decision 097): the SQLSTATE, the
 * statement with its placeholders, the table, column or constraint, and where our code ran it,
 * but not its parameters, which are user data (drizzle's message lists them), nor the server's
 * message and detail, which quote values ("invalid input syntax for type integer: "..."",
 * "Key (email)=(...) already exists"). A failure that never reached the server (a connection
 * refused or cut) keeps its driver's message, which holds no values. Any other error is returned
 * as it is.
 */
export function loggableError(err: unknown): unknown {
  const chain = chainOf(err);
  const query = chain.find((e): e is DrizzleQueryError => e instanceof DrizzleQueryError);
  const server = chain.find(isServerError);
  if (!query && !server) return err;
  const cause = query?.cause;
  const driverText =
    !server && cause instanceof Error ? `: ${cause.message.split('\n')[0]!.slice(0, 200)}` : '';
  const code = server?.code ?? (cause as { code?: unknown } | undefined)?.code;
  const safe = new Error(
    `database statement failed${typeof code === 'string' ? ` (${code})` : ''}${driverText}`,
  );
  safe.name = 'DatabaseStatementError';
  safe.stack = [`${safe.name}: ${safe.message}`, ...framesOf(query ?? (server as Error))].join('\n');
  return Object.assign(safe, {
    code,
    statement: query?.query,
    table: server?.table,
    column: server?.column,
    constraint: server?.constraint,
    routine: server?.routine,
  });
}
