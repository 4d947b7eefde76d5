import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time in an embedded database (issue 28 point 3): PGlite has no server that
 * serialises writers, so a second process opening the same folder writes beside the first, and
 * each overwrites what the other did (a school "created" that the running server never saw,
 * sequences that jumped, a false 409 after the restart). Whoever opens `DATA_DIR/pglite`, the
 * server or a command, first takes `DATA_DIR/pglite.lock`, a file naming its process; everyone
 * else refuses while that process lives. A server that was killed leaves the file behind: its
 * process is gone, so the next one takes the lock over. With DATABASE_URL there is no lock:
 * PostgreSQL serves many writers.
 */

/** Who holds the database: the API server, or an operator's command (staff, backup, restore, ...). */
export type LockHolder = 'server' | 'command';

/** What the lock file says. */
interface LockRecord {
  pid: number;
  /** The machine (or container) of the process: a pid means nothing on another one. */
  host: string;
  holder: LockHolder;
  /** The process's command line, shortened: what `ps` would show the operator. */
  what: string;
  since: string;
  /** This lock's own mark, so nobody removes a lock they did not take. */
  token: string;
}

/** The holder rewrites the file's time this often, for processes on another host (a shared volume). */
export const HEARTBEAT_MS = 10_000;
/** A lock from another host whose time is older than this is a dead holder's. */
export const FOREIGN_STALE_MS = 60_000;
/** A file that does not parse is being written by its taker for at most this long. */
const UNREADABLE_GRACE_MS = 5_000;

/** The lock files this process holds now, so its own second opening is refused too. */
const heldHere = new Set<string>();

/** The lock file of an embedded database folder: beside it, so a restore can swap the folder. */
export function lockFileOf(pgliteDir: string): string {
  return `${pgliteDir.replace(/[\\/]+$/, '')}.lock`;
}

/** Refused: another live process holds the embedded database. Nothing was opened or changed. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  constructor(
    /** Who holds it; null: a process is writing the lock file this very moment. */
    readonly holder: { pid: number; host: string; holder: LockHolder; what: string } | null,
    readonly dataDir: string,
    readonly lockFile: string,
    wanted: LockHolder,
  ) {
    const self = wanted === 'server' ? 'this server' : 'this command';
    const elsewhere = `run ${self} against a PostgreSQL server (DATABASE_URL)`;
    if (!holder) {
      super(
        `Another process is opening the embedded database in ${dataDir} just now. Try again, or ${elsewhere}.`,
      );
      return;
    }
    const where = holder.host === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.host}`;
    const who = holder.holder === 'server' ? `The server (${where})` : `A command (${where}: ${holder.what})`;
    const first = holder.holder === 'server' ? 'Stop it first' : 'Wait for it to end';
    super(
      `${who} is using the embedded database in ${dataDir}. ${first}, or ${elsewhere}.\n` +
        `(If no process ${holder.pid} of this platform runs any more, delete ${lockFile}.)`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Gives the lock up (idempotent); the file goes only if it is still this lock's. */
  release(): void;
}

function describeProcess(): string {
  const args = process.argv.slice(1).map((a) => path.basename(a));
  const text = args.join(' ');
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | null)?.code;
}

function isRecord(value: unknown): value is LockRecord {
  const r = value as Partial<LockRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isInteger(r.pid) &&
    typeof r.host === 'string' &&
    (r.holder === 'server' || r.holder === 'command') &&
    typeof r.token === 'string'
  );
}

type Reading =
  | { kind: 'gone' }
  | { kind: 'record'; record: LockRecord; mtimeMs: number }
  | { kind: 'unreadable'; mtimeMs: number };

function readLock(file: string): Reading {
  try {
    const mtimeMs = statSync(file).mtimeMs;
    const text = readFileSync(file, 'utf8');
    try {
      const parsed: unknown = JSON.parse(text);
      return isRecord(parsed) ? { kind: 'record', record: parsed, mtimeMs } : { kind: 'unreadable', mtimeMs };
    } catch {
      return { kind: 'unreadable', mtimeMs };
    }
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return { kind: 'gone' };
    throw err;
  }
}

/** Whether the process the record names is running (as far as this machine can tell). */
function holderLives(record: LockRecord, mtimeMs: number, file: string): boolean {
  // Another host's pid cannot be looked up here: its holder keeps the file's time fresh.
  if (record.host !== hostname()) return Date.now() - mtimeMs < FOREIGN_STALE_MS;
  // Our own pid: this process holds it, or it is an earlier life of a container's pid 1.
  if (record.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return errorCode(err) === 'EPERM';
  }
}

/** Puts `record` at `file` only if nothing is there, complete from its first byte when it can. */
function createExclusive(file: string, record: LockRecord): boolean {
  const text = `${JSON.stringify(record)}\n`;
  const temp = `${file}.${record.pid}.${record.token}.tmp`;
  writeFileSync(temp, text);
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    // A file system without hard links: an exclusive create (a reader may see it empty for a moment).
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (inner) {
      if (errorCode(inner) === 'EEXIST') return false;
      throw inner;
    }
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    return true;
  } finally {
    try {
      unlinkSync(temp);
    } catch {}
  }
}

/**
 * Takes the lock of the embedded database in `pgliteDir` for this process, or throws
 * DatabaseInUseError naming the live holder. A holder that is gone (killed, crashed) is replaced.
 */
export function lockEmbeddedDatabase(pgliteDir: string, holder: LockHolder): DataDirLock {
  const file = lockFileOf(pgliteDir);
  const dataDir = path.dirname(file);
  mkdirSync(dataDir, { recursive: true });
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    holder,
    what: describeProcess(),
    since: new Date().toISOString(),
    token: randomUUID(),
  };

  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, record)) return held(file, record.token);
    const found = readLock(file);
    if (found.kind === 'gone') continue;
    if (found.kind === 'record' && holderLives(found.record, found.mtimeMs, file)) {
      throw new DatabaseInUseError(found.record, dataDir, file, holder);
    }
    if (found.kind === 'unreadable' && Date.now() - found.mtimeMs < UNREADABLE_GRACE_MS) {
      throw new DatabaseInUseError(null, dataDir, file, holder);
    }
    // A dead holder's lock: moved aside (atomic), then checked to be the one judged dead. Were it
    // a live lock someone took meanwhile, it goes back, and the next round sees it.
    const aside = `${file}.stale-${record.token}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if (errorCode(err) === 'ENOENT') continue;
      throw err;
    }
    const moved = readLock(aside);
    const judged = found.kind === 'record' ? found.record.token : null;
    const movedToken = moved.kind === 'record' ? moved.record.token : null;
    if (movedToken !== judged) {
      try {
        linkSync(aside, file);
      } catch {}
    }
    try {
      unlinkSync(aside);
    } catch {}
  }
  throw new Error(`could not take ${file}: other processes keep taking it; try again`);
}

function held(file: string, token: string): DataDirLock {
  heldHere.add(file);
  // For readers on another host (a shared volume), where the pid cannot be checked.
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    heldHere.delete(file);
    const found = readLock(file);
    if (found.kind === 'record' && found.record.token === token) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  // A process that exits without closing the database (process.exit after a failure) leaves no lock.
  process.on('exit', release);
  return { file, release };
}
