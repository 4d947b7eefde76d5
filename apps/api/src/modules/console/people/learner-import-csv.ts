import {
  type Language,
  LEARNER_IMPORT_COLUMNS,
  LEARNER_IMPORT_MAX_ROWS,
  type LearnerImportColumn,
} from '@cp/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';

/** One row of learners as the file has it: its line, its values by column, and any values beyond the header. */
export interface CsvRow {
  line: number;
  values: Partial<Record<LearnerImportColumn, string>>;
  /** The row has values beyond the header's columns: how many it has, and how many columns there are. */
  overflow: { values: number; columns: number } | null;
}

const COLUMNS = LEARNER_IMPORT_COLUMNS.join(', ');
const isColumn = (name: string): name is LearnerImportColumn =>
  (LEARNER_IMPORT_COLUMNS as readonly string[]).includes(name);

/**
 * The separator of the file, read from its header line: a comma, or the semicolon or tab a
 * spreadsheet writes where the comma is the decimal mark (Russian and Spanish Excel).
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

const CR = 0x0d;
const LF = 0x0a;
const isBlank = (byte: number | undefined) => byte === CR || byte === LF || byte === 0x20 || byte === 0x09;

/**
 * The line (from 1) of the first character at or after a byte offset, skipping blank lines: where
 * a record starts, counted by the file's own line breaks (CRLF, LF or CR). csv-parse's own
 * `info.lines` counts a CRLF inside quotes as two. Offsets must be asked in increasing order.
 */
function lineCounter(data: Buffer) {
  let line = 1;
  let at = 0;
  return (offset: number) => {
    let target = offset;
    while (isBlank(data[target])) target++;
    for (; at < target; at++) {
      const byte = data[at];
      if (byte === LF || (byte === CR && data[at + 1] !== LF)) line++;
    }
    return line;
  };
}

/**
 * The learners of a CSV file (decision 115): UTF-8 (a byte-order mark is dropped), a header line
 * naming the columns (LEARNER_IMPORT_COLUMNS, any order, `email` required), then at most
 * LEARNER_IMPORT_MAX_ROWS rows; blank rows are skipped. A file that is none of that is 422 on
 * `file` with what to fix, before anything is looked up.
 */
export function readLearnerCsv(bytes: Buffer, lang: Language): CsvRow[] {
  const refuse = (text: string) => fieldError('file', text);
  if (bytes.length === 0) throw refuse(message('peopleImportEmpty', lang));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(message('peopleImportEncoding', lang));
  }
  // NUL is no character of a text file (and PostgreSQL could not store it): a binary or UTF-16 file.
  if (text.includes('\u0000')) throw refuse(message('peopleImportEncoding', lang));
  if (!text.trim()) throw refuse(message('peopleImportEmpty', lang));

  // Parsed as bytes: each record's `info.bytes` is then where it ends in `data` (lines are counted below).
  const data = Buffer.from(text);
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    // With `info`, each record comes with where it ends (the library's types leave that shape out).
    records = parse(data, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) {
      throw refuse(
        message('peopleImportMalformed', lang, { line: (err as CsvError & { lines?: number }).lines ?? 1 }),
      );
    }
    throw err;
  }

  const [head, ...body] = records;
  const header = (head?.record ?? []).map((name) => name.trim().toLowerCase());
  const seen = new Set<string>();
  for (const name of header) {
    // An unnamed column (a separator at the end of the header line) is ignored with its values.
    if (!name) continue;
    if (!isColumn(name))
      throw refuse(message('peopleImportUnknownColumn', lang, { column: name, columns: COLUMNS }));
    if (seen.has(name)) throw refuse(message('peopleImportDuplicateColumn', lang, { column: name }));
    seen.add(name);
  }
  if (!seen.has('email')) throw refuse(message('peopleImportNoEmailColumn', lang, { columns: COLUMNS }));

  const lineOf = lineCounter(data);
  const rows: CsvRow[] = [];
  let end = head?.info.bytes ?? 0;
  for (const { record, info } of body) {
    const start = end;
    end = info.bytes;
    if (record.every((v) => !v)) continue;
    if (rows.length === LEARNER_IMPORT_MAX_ROWS) {
      throw refuse(message('peopleImportTooManyRows', lang, { max: LEARNER_IMPORT_MAX_ROWS }));
    }
    const values: CsvRow['values'] = {};
    header.forEach((name, i) => {
      if (isColumn(name) && record[i]) values[name] = record[i];
    });
    const beyond = record.slice(header.length).some(Boolean);
    rows.push({
      line: lineOf(start),
      values,
      overflow: beyond ? { values: record.length, columns: header.length } : null,
    });
  }
  if (!rows.length) throw refuse(message('peopleImportNoRows', lang));
  return rows;
}
