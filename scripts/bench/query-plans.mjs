// The query plans of the API's own queries for the hot reads (issue 14: "index lookups only"),
// taken by PostgreSQL's auto_explain from the real requests, not from queries copied here that
// could drift from the code. auto_explain is loaded into every new session of the API
// (session_preload_libraries) but stays off (log_min_duration -1) until `capturePlans` turns it
// on for a few requests; the plans are read back from the server's log.
import fs from 'node:fs';
import path from 'node:path';
import { connect } from './scale-seed.mjs';

/**
 * Tables that grow with the learners: a sequential scan of one of them is a finding.
 * The others (schools, courses, days, lessons...) are the school's content, small at any scale.
 */
export const LEARNER_TABLES = [
  'users',
  'sessions',
  'user_course_streams',
  'user_day_statuses',
  'user_lesson_statuses',
  'chat_channels',
  'chat_messages',
  'user_scores',
  'user_options',
  'user_homework_statuses',
  'consultations',
  // The school analytics read these too (issue 32, scripts/bench/analytics.mjs).
  'orders',
  'referrals',
  'link_jumps',
  'video_consultations',
];

/**
 * Makes new sessions load auto_explain; the API's connections must be opened afterwards (the
 * caller restarts the processes).
 * @param {string} url
 */
export async function preloadAutoExplain(url) {
  const db = await connect(url);
  try {
    // LOAD first: ALTER SYSTEM accepts the module's settings only once they are known.
    await db.query(`load 'auto_explain'`);
    await db.query(`alter system set session_preload_libraries = 'auto_explain'`);
    await db.query(`alter system set auto_explain.log_min_duration = -1`);
    await db.query(`alter system set auto_explain.log_format = 'json'`);
    await db.query('select pg_reload_conf()');
  } finally {
    await db.end();
  }
}

/** @param {string} url @param {number} ms -1 off, 0 every statement */
async function setLogging(url, ms) {
  const db = await connect(url);
  try {
    await db.query(`load 'auto_explain'`);
    await db.query(`alter system set auto_explain.log_min_duration = ${Number(ms)}`);
    await db.query('select pg_reload_conf()');
  } finally {
    await db.end();
  }
  // Backends read the new configuration before their next statement; give the signal time.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * The plans of the statements run while `act` runs, per read.
 * @param {{ url: string, logFile: string, reads: { name: string, act: () => Promise<void> }[] }} options
 * @returns {Promise<{ name: string, queries: { query: string, nodes: string[],
 *   seqScans: { table: string, planRows: number, tableRows?: number }[] }[] }[]>}
 */
export async function capturePlans({ url, logFile, reads }) {
  await setLogging(url, 0);
  const out = [];
  try {
    for (const read of reads) {
      const offset = fs.statSync(logFile).size;
      await read.act();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const text = readFrom(logFile, offset);
      out.push({ name: read.name, queries: plansIn(text) });
    }
  } finally {
    await setLogging(url, -1);
  }
  // A sequential scan is a finding only on a table that is big now: on a small one (a table the
  // seed leaves nearly empty, such as freezes) the planner rightly reads the few pages at once.
  const rows = await tableRows(url, LEARNER_TABLES);
  for (const read of out) {
    for (const query of read.queries) {
      query.seqScans = query.seqScans.map((scan) => ({ ...scan, tableRows: rows.get(scan.table) ?? 0 }));
    }
  }
  return out;
}

/** Rows per table as the statistics know them (pg_class.reltuples, fresh after ANALYZE). */
async function tableRows(/** @type {string} */ url, /** @type {string[]} */ tables) {
  const db = await connect(url);
  try {
    const { rows } = await db.query(
      `select relname, greatest(reltuples, 0)::bigint as n from pg_class where relkind = 'r' and relname = any($1)`,
      [tables],
    );
    return new Map(
      rows.map((/** @type {{ relname: string, n: string }} */ r) => [String(r.relname), Number(r.n)]),
    );
  } finally {
    await db.end();
  }
}

/** @param {string} file @param {number} offset */
function readFrom(file, offset) {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size - offset);
    fs.readSync(fd, buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The JSON plans in a stretch of the server log ("LOG:  duration: 0.1 ms  plan:" then the JSON
 * over several lines, up to the next line with the log prefix).
 * @param {string} text
 */
export function plansIn(text) {
  const entries = text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const plans = [];
  for (const entry of entries) {
    const at = entry.indexOf('plan:');
    if (at < 0) continue;
    let parsed;
    try {
      parsed = JSON.parse(entry.slice(at + 'plan:'.length).trim());
    } catch {
      continue;
    }
    /** @type {string[]} */ const nodes = [];
    /** @type {{ table: string, planRows: number, tableRows?: number }[]} */ const seqScans = [];
    walk(parsed.Plan, nodes, seqScans);
    const query = String(parsed['Query Text'] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    plans.push({ query, nodes: [...new Set(nodes)], seqScans });
  }
  return plans;
}

/** @param {any} node @param {string[]} nodes @param {{ table: string, planRows: number }[]} seqScans */
function walk(node, nodes, seqScans) {
  if (!node) return;
  const type = String(node['Node Type']);
  const relation = node['Relation Name'];
  nodes.push(relation ? `${type} ${relation}${node['Index Name'] ? ` (${node['Index Name']})` : ''}` : type);
  if (type === 'Seq Scan' && LEARNER_TABLES.includes(relation)) {
    seqScans.push({ table: relation, planRows: Number(node['Plan Rows']) });
  }
  for (const child of node.Plans ?? []) walk(child, nodes, seqScans);
}

/** The server log of a PgServer made by scripts/pg-server.mjs. @param {{ dir: string }} pg */
export function serverLog(pg) {
  return path.join(pg.dir, 'server.log');
}
